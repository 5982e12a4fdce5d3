import type { DocumentLanguage } from './context';

/**
 * The catalogue's descriptive texts (engine/catalogue: exchanger materials and drives, casings, fan motors, filter
 * types and frost protection) in the documents' other languages. The engine keeps one English text per part, as the manufacturer's catalogue names it; the documents say
 * it in the reader's language. A text not listed here prints as the catalogue has it (a model name, a '-').
 */
const CATALOGUE_TEXTS: Record<string, Record<Exclude<DocumentLanguage, 'en'>, string>> = {
  'aluminium foil, sorption coating': {
    de: 'Aluminiumfolie, Sorptionsbeschichtung',
    sr: 'aluminijumska folija, sorpciona prevlaka',
  },
  aluminium: { de: 'Aluminium', sr: 'aluminijum' },
  'polymer membrane': { de: 'Polymermembran', sr: 'polimerna membrana' },
  'rotor controller, 0-10 V': { de: 'Rotorregler, 0-10 V', sr: 'regulator rotora, 0-10 V' },
  'variable speed 0.5-10 rpm': { de: 'drehzahlvariabel 0,5-10 U/min', sr: 'promenljiva brzina 0,5-10 o/min' },
  'none (speed control)': { de: 'keiner (Drehzahlregelung)', sr: 'nema (regulacija brzine)' },
  'stepper motor 24 V': { de: 'Schrittmotor 24 V', sr: 'koračni motor 24 V' },
  'bypass damper actuator, 0-10 V': {
    de: 'Bypassklappen-Stellantrieb, 0-10 V',
    sr: 'pogon bajpas klapne, 0-10 V',
  },
  'integrated face and bypass damper': {
    de: 'integrierte Front- und Bypassklappe',
    sr: 'integrisana čeona i bajpas klapna',
  },
  // Casings (issue 31 point 3: the German and Serbian sheets printed these in English).
  'TB50 XPS: 50 mm extruded polystyrene sandwich panels, thermally broken frame': {
    de: 'TB50 XPS: 50 mm Sandwichpaneele mit extrudiertem Polystyrol, wärmebrückenarmer Rahmen',
    sr: 'TB50 XPS: sendvič paneli 50 mm od ekstrudiranog polistirena, ram bez termičkih mostova',
  },
  'RW50: 50 mm rock wool sandwich panels (non-combustible A1), thermally broken frame': {
    de: 'RW50: 50 mm Sandwichpaneele mit Steinwolle (nicht brennbar, A1), wärmebrückenarmer Rahmen',
    sr: 'RW50: sendvič paneli 50 mm od kamene vune (negorivi, A1), ram bez termičkih mostova',
  },
  'EC, permanent-magnet external rotor, integrated controller': {
    de: 'EC, Außenläufer mit Permanentmagneten, integrierte Regelung',
    sr: 'EC, spoljni rotor sa stalnim magnetima, integrisani regulator',
  },
  'Rigid bag filter': { de: 'Kompakt-Taschenfilter', sr: 'kruti vrećasti filter' },
  'face and bypass damper (up to 50 % bypass), then electric frost preheater': {
    de: 'Front- und Bypassklappe (bis 50 % Bypass), danach elektrisches Frostschutz-Vorheizregister',
    sr: 'čeona i bajpas klapna (do 50 % bajpasa), zatim električni predgrejač protiv smrzavanja',
  },
  'rotor speed reduction': { de: 'Absenkung der Rotordrehzahl', sr: 'smanjenje brzine rotora' },
};

/** A catalogue text in the document's language. */
export function catalogueText(text: string, language: DocumentLanguage): string {
  return language === 'en' ? text : (CATALOGUE_TEXTS[text]?.[language] ?? text);
}

/** The catalogue's English texts this table words; a test checks that every one the catalogue uses is here. */
export const TRANSLATED_CATALOGUE_TEXTS = Object.keys(CATALOGUE_TEXTS);

import type { DocumentLanguage } from './context';

/**
 * The catalogue's descriptive texts (engine/catalogue: exchanger materials and drives) in the documents' other
 * languages. The engine keeps one English text per part, as the manufacturer's catalogue names it; the documents say
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
};

/** A catalogue text in the document's language. */
export function catalogueText(text: string, language: DocumentLanguage): string {
  return language === 'en' ? text : (CATALOGUE_TEXTS[text]?.[language] ?? text);
}

/** The catalogue's English texts this table words; a test checks that every one the catalogue uses is here. */
export const TRANSLATED_CATALOGUE_TEXTS = Object.keys(CATALOGUE_TEXTS);

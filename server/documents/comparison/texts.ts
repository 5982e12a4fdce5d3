import type { DocumentLanguage } from '../../../contracts/documents';
import { catalogueText } from '../catalogue-texts';
import { DATA_SHEET_TEXTS } from '../data-sheet/texts';

/** The comparison PDF's own words (the rows' names are domain/comparison-labels.ts's). Units are SI symbols. */
export interface ComparisonTexts {
  title: string;
  page: string;
  yes: string;
  no: string;
  project: string;
  position: string;
  revision: string;
  calculated: string;
  generated: string;
  inputs: string;
  results: string;
  continued: string;
  quantity: string;
  unit: string;
  change: string;
  none: string;
  recomputed: (version: string) => string;
}

export const COMPARISON_TEXTS: Record<DocumentLanguage, ComparisonTexts> = {
  en: {
    title: 'Comparison of revisions',
    page: 'Page',
    yes: 'yes',
    no: 'no',
    project: 'Project',
    position: 'Position',
    revision: 'Revision',
    calculated: 'Calculated',
    generated: 'Generated',
    inputs: 'Inputs that differ',
    results: 'Results that differ',
    continued: 'continued',
    quantity: 'Quantity',
    unit: 'Unit',
    change: 'Change %',
    none: 'The two revisions do not differ.',
    recomputed: (version) => `recomputed with engine ${version}`,
  },
  de: {
    title: 'Vergleich von Revisionen',
    page: 'Seite',
    yes: 'ja',
    no: 'nein',
    project: 'Projekt',
    position: 'Position',
    revision: 'Revision',
    calculated: 'Berechnet',
    generated: 'Erstellt',
    inputs: 'Abweichende Eingaben',
    results: 'Abweichende Ergebnisse',
    continued: 'Fortsetzung',
    quantity: 'Größe',
    unit: 'Einheit',
    change: 'Änderung %',
    none: 'Die beiden Revisionen unterscheiden sich nicht.',
    recomputed: (version) => `neu berechnet mit Engine ${version}`,
  },
  sr: {
    title: 'Poređenje revizija',
    page: 'Strana',
    yes: 'da',
    no: 'ne',
    project: 'Projekat',
    position: 'Pozicija',
    revision: 'Revizija',
    calculated: 'Izračunato',
    generated: 'Napravljeno',
    inputs: 'Ulazni podaci koji se razlikuju',
    results: 'Rezultati koji se razlikuju',
    continued: 'nastavak',
    quantity: 'Veličina',
    unit: 'Jedinica',
    change: 'Promena %',
    none: 'Dve revizije se ne razlikuju.',
    recomputed: (version) => `ponovo izračunato motorom ${version}`,
  },
};

/** The words of the inputs' choices and the results' texts that are not the catalogue's (catalogue-texts.ts). */
const VALUES: Record<Exclude<DocumentLanguage, 'en'>, Record<string, string>> = {
  de: {
    without: 'ohne',
    heater: 'Erhitzer',
    cooler: 'Kühler',
    both: 'Erhitzer und Kühler',
    'Rotary heat exchanger': 'Rotationswärmeübertrager',
    'Plate heat exchanger': 'Plattenwärmeübertrager',
    Rotary: 'Rotation',
    Plate: 'Platte',
    Enthalpy: 'Enthalpie',
    lower: 'unten',
    upper: 'oben',
    supply: 'Zuluft',
    exhaust: 'Fortluft',
    installationIndoor: 'innen',
    installationOutdoor: 'außen',
  },
  sr: {
    without: 'bez',
    heater: 'grejač',
    cooler: 'hladnjak',
    both: 'grejač i hladnjak',
    'Rotary heat exchanger': 'Rotacioni izmenjivač toplote',
    'Plate heat exchanger': 'Pločasti izmenjivač toplote',
    Rotary: 'rotacioni',
    Plate: 'pločasti',
    Enthalpy: 'entalpijski',
    lower: 'dole',
    upper: 'gore',
    supply: 'dovodni vazduh',
    exhaust: 'otpadni vazduh',
    installationIndoor: 'unutra',
    installationOutdoor: 'napolju',
  },
};

/**
 * A text value of a comparison row in the document's language (issue 31 point 3: the German and Serbian comparison
 * printed the inputs' choices and the results' texts in English): the data sheet's words for the exchanger's kind,
 * the arrangement, the frost protection and the medium, the catalogue's for its parts, this table's for the rest.
 */
export function comparisonValue(value: string, language: DocumentLanguage): string {
  if (language === 'en') {
    return value;
  }
  const sheet = DATA_SHEET_TEXTS[language];
  const english = DATA_SHEET_TEXTS.en;
  const keyOf = <K extends string>(words: Record<K, string>) =>
    (Object.keys(words) as K[]).find((key) => words[key] === value);
  const family = keyOf(english.recovery.types);
  const arrangement = keyOf(english.general.arrangements);
  const medium = keyOf(english.coil.media);
  return (
    (family && sheet.recovery.types[family]) ??
    (arrangement && sheet.general.arrangements[arrangement]) ??
    (medium && sheet.coil.media[medium]) ??
    (value in english.recovery.frostStages
      ? sheet.recovery.frostStages[value as keyof typeof english.recovery.frostStages]
      : undefined) ??
    VALUES[language][value] ??
    catalogueText(value, language)
  );
}

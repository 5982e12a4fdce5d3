import type { DocumentLanguage } from '../../../contracts/documents';

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

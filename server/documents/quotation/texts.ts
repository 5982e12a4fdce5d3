import type { BrandId } from '../../../contracts/brands';
import type { DocumentLanguage } from '../context';

/** The project quotation's words in each document language (issue 30). */
export interface QuotationTexts {
  title: string;
  project: string;
  projectNumber: string;
  customer: string;
  representative: string;
  phone: string;
  email: string;
  location: string;
  quotationNumber: string;
  date: string;
  validUntil: string;
  preparedBy: string;
  positions: string;
  columns: {
    number: string;
    position: string;
    unit: string;
    airflow: string;
    performance: string;
    price: string;
  };
  /** The performance cell's parts: heat recovery efficiency, heating and cooling, SFPint. */
  efficiency: string;
  heating: string;
  cooling: string;
  revision: (n: number) => string;
  total: string;
  totalUnits: (n: number) => string;
  terms: string;
  appendix: string;
  appendixNote: (count: number) => string;
  noPositions: string;
  page: string;
}

export const QUOTATION_TEXTS: Record<DocumentLanguage, QuotationTexts> = {
  en: {
    title: 'Quotation',
    project: 'Project',
    projectNumber: 'Project number',
    customer: 'Customer',
    representative: 'Representative',
    phone: 'Phone',
    email: 'E-mail',
    location: 'Location',
    quotationNumber: 'Quotation number',
    date: 'Date',
    validUntil: 'Valid until',
    preparedBy: 'Prepared by',
    positions: 'Positions',
    columns: {
      number: 'No.',
      position: 'Position',
      unit: 'Unit',
      airflow: 'Airflow, supply / exhaust',
      performance: 'Key performance',
      price: 'Net price',
    },
    efficiency: 'heat recovery',
    heating: 'heating',
    cooling: 'cooling',
    revision: (n) => `revision ${n}`,
    total: 'Total (net)',
    totalUnits: (n) => `${n} ${n === 1 ? 'unit' : 'units'}`,
    terms: 'Terms',
    appendix: 'Appendix',
    appendixNote: (n) => `The technical data sheet of each position follows (${n}).`,
    noPositions: 'The project has no calculated positions yet.',
    page: 'Page',
  },
  de: {
    title: 'Angebot',
    project: 'Projekt',
    projectNumber: 'Projektnummer',
    customer: 'Kunde',
    representative: 'Ansprechpartner',
    phone: 'Telefon',
    email: 'E-Mail',
    location: 'Standort',
    quotationNumber: 'Angebotsnummer',
    date: 'Datum',
    validUntil: 'Gültig bis',
    preparedBy: 'Erstellt von',
    positions: 'Positionen',
    columns: {
      number: 'Nr.',
      position: 'Position',
      unit: 'Gerät',
      airflow: 'Volumenstrom, Zuluft / Fortluft',
      performance: 'Kennwerte',
      price: 'Nettopreis',
    },
    efficiency: 'Wärmerückgewinnung',
    heating: 'Heizen',
    cooling: 'Kühlen',
    revision: (n) => `Revision ${n}`,
    total: 'Summe (netto)',
    totalUnits: (n) => `${n} ${n === 1 ? 'Gerät' : 'Geräte'}`,
    terms: 'Bedingungen',
    appendix: 'Anhang',
    appendixNote: (n) => `Es folgt das technische Datenblatt jeder Position (${n}).`,
    noPositions: 'Das Projekt hat noch keine berechneten Positionen.',
    page: 'Seite',
  },
  sr: {
    title: 'Ponuda',
    project: 'Projekat',
    projectNumber: 'Broj projekta',
    customer: 'Kupac',
    representative: 'Kontakt osoba',
    phone: 'Telefon',
    email: 'E-pošta',
    location: 'Lokacija',
    quotationNumber: 'Broj ponude',
    date: 'Datum',
    validUntil: 'Važi do',
    preparedBy: 'Pripremio',
    positions: 'Pozicije',
    columns: {
      number: 'Br.',
      position: 'Pozicija',
      unit: 'Uređaj',
      airflow: 'Protok, dovod / odvod',
      performance: 'Ključne vrednosti',
      price: 'Neto cena',
    },
    efficiency: 'rekuperacija',
    heating: 'grejanje',
    cooling: 'hlađenje',
    revision: (n) => `revizija ${n}`,
    total: 'Ukupno (neto)',
    totalUnits: (n) => `${n} ${n === 1 ? 'uređaj' : 'uređaja'}`,
    terms: 'Uslovi',
    appendix: 'Prilog',
    appendixNote: (n) => `Sledi tehnički list svake pozicije (${n}).`,
    noPositions: 'Projekat još nema izračunatih pozicija.',
    page: 'Strana',
  },
};

/** A brand's commercial terms: how long its quotations hold and what they say of prices, delivery and payment. */
export interface BrandTerms {
  validityDays: number;
  lines: Record<DocumentLanguage, string[]>;
}

const DEMO_TERMS: BrandTerms['lines'] = {
  en: [
    'Prices in euro, net, excluding VAT, ex works, packing included.',
    'Delivery about 6 to 8 weeks after the order is confirmed and every technical question settled.',
    'Payment 30 days net from the invoice date.',
    'The technical data are those of the selection printed; changes to the duty change the offer.',
  ],
  de: [
    'Preise in Euro, netto, zuzüglich MwSt., ab Werk, einschließlich Verpackung.',
    'Lieferzeit etwa 6 bis 8 Wochen nach Auftragsbestätigung und Klärung aller technischen Fragen.',
    'Zahlung 30 Tage netto ab Rechnungsdatum.',
    'Es gelten die Daten der gedruckten Auslegung; geänderte Anforderungen ändern das Angebot.',
  ],
  sr: [
    'Cene u evrima, neto, bez PDV-a, franko fabrika, sa pakovanjem.',
    'Isporuka oko 6 do 8 nedelja od potvrde porudžbine i rešenih tehničkih pitanja.',
    'Plaćanje 30 dana neto od datuma fakture.',
    'Važe podaci odštampanog proračuna; izmena zahteva menja ponudu.',
  ],
};

/** Each brand's terms (the demo's words: a manufacturer states its own in its brand file). */
export const BRAND_TERMS: Record<BrandId, BrandTerms> = {
  airsizer: { validityDays: 30, lines: DEMO_TERMS },
  clivet: {
    validityDays: 60,
    lines: {
      en: [...DEMO_TERMS.en.slice(0, 2), 'Payment 60 days net from the invoice date.', DEMO_TERMS.en[3]!],
      de: [...DEMO_TERMS.de.slice(0, 2), 'Zahlung 60 Tage netto ab Rechnungsdatum.', DEMO_TERMS.de[3]!],
      sr: [...DEMO_TERMS.sr.slice(0, 2), 'Plaćanje 60 dana neto od datuma fakture.', DEMO_TERMS.sr[3]!],
    },
  },
  prolux: { validityDays: 45, lines: DEMO_TERMS },
};

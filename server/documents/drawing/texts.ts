import type { DocumentLanguage } from '../context';
import type { ComponentKind, ConnectionCode } from './layout';

interface DrawingTexts {
  title: string;
  frontView: string;
  topView: string;
  sideView: string;
  serviceSide: string;
  supplyPath: string;
  exhaustPath: string;
  duct: string;
  project: string;
  customer: string;
  position: string;
  revision: string;
  date: string;
  unit: string;
  scale: string;
  weight: string;
  dimensionsNote: string;
  /** The same for an IP reader (issue 30). */
  dimensionsNoteInches: string;
  components: Record<ComponentKind, string>;
  connections: Record<ConnectionCode, string>;
}

/** The drawing's texts in the three languages; component and connection names are shared by the other documents. */
export const DRAWING_TEXTS: Record<DocumentLanguage, DrawingTexts> = {
  en: {
    title: 'Unit drawing',
    frontView: 'Front view (service side)',
    topView: 'Top view',
    sideView: 'Side view, left end',
    serviceSide: 'Service side',
    supplyPath: 'supply air',
    exhaustPath: 'exhaust air',
    duct: 'Duct connection',
    project: 'Project',
    customer: 'Customer',
    position: 'Position',
    revision: 'Revision',
    date: 'Date',
    unit: 'Unit',
    scale: 'Scale',
    weight: 'Weight',
    dimensionsNote: 'Dimensions in mm. Section lengths are indicative.',
    dimensionsNoteInches: 'Dimensions in inches. Section lengths are indicative.',
    components: {
      damper: 'Damper',
      filter: 'Filter',
      preheater: 'Frost preheater',
      recovery: 'Heat recovery',
      cooler: 'Cooler',
      heater: 'Heater',
      supplyFan: 'Supply fan',
      exhaustFan: 'Exhaust fan',
      plenum: 'Plenum',
    },
    connections: {
      ODA: 'Outdoor air',
      SUP: 'Supply air',
      ETA: 'Extract air',
      EHA: 'Exhaust air',
    },
  },
  de: {
    title: 'Geräteplan',
    frontView: 'Vorderansicht (Bedienseite)',
    topView: 'Draufsicht',
    sideView: 'Seitenansicht, linkes Ende',
    serviceSide: 'Bedienseite',
    supplyPath: 'Zuluft',
    exhaustPath: 'Fortluft',
    duct: 'Kanalanschluss',
    project: 'Projekt',
    customer: 'Kunde',
    position: 'Position',
    revision: 'Revision',
    date: 'Datum',
    unit: 'Gerät',
    scale: 'Maßstab',
    weight: 'Gewicht',
    dimensionsNote: 'Maße in mm. Kammerlängen sind Richtwerte.',
    dimensionsNoteInches: 'Maße in Zoll. Kammerlängen sind Richtwerte.',
    components: {
      damper: 'Klappe',
      filter: 'Filter',
      preheater: 'Frostschutz-Vorheizer',
      recovery: 'Wärmerückgewinnung',
      cooler: 'Kühler',
      heater: 'Erhitzer',
      supplyFan: 'Zuluftventilator',
      exhaustFan: 'Fortluftventilator',
      plenum: 'Leerkammer',
    },
    connections: {
      ODA: 'Außenluft',
      SUP: 'Zuluft',
      ETA: 'Abluft',
      EHA: 'Fortluft',
    },
  },
  sr: {
    title: 'Crtež jedinice',
    frontView: 'Pogled spreda (servisna strana)',
    topView: 'Pogled odozgo',
    sideView: 'Bočni pogled, levi kraj',
    serviceSide: 'Servisna strana',
    supplyPath: 'dovodni vazduh',
    exhaustPath: 'izbacni vazduh',
    duct: 'Priključak kanala',
    project: 'Projekat',
    customer: 'Kupac',
    position: 'Pozicija',
    revision: 'Revizija',
    date: 'Datum',
    unit: 'Jedinica',
    scale: 'Razmera',
    weight: 'Masa',
    dimensionsNote: 'Mere u mm. Dužine sekcija su okvirne.',
    dimensionsNoteInches: 'Mere u inčima. Dužine sekcija su okvirne.',
    components: {
      damper: 'Žaluzina',
      filter: 'Filter',
      preheater: 'Predgrejač',
      recovery: 'Rekuperator',
      cooler: 'Hladnjak',
      heater: 'Grejač',
      supplyFan: 'Dovodni ventilator',
      exhaustFan: 'Odsisni ventilator',
      plenum: 'Prazna komora',
    },
    connections: {
      ODA: 'Spoljni vazduh',
      SUP: 'Dovodni vazduh',
      ETA: 'Odsisni vazduh',
      EHA: 'Izbacni vazduh',
    },
  },
};

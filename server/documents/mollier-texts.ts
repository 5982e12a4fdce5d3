import type { MollierTableColumn } from '../../contracts/mollier';
import type { PointProcess } from '../../engine/processes';

import type { DocumentLanguage } from '../../contracts/documents';

export type { DocumentLanguage };

interface MollierTexts {
  title: string;
  summerMode: string;
  winterMode: string;
  project: string;
  position: string;
  revision: string;
  location: string;
  elevation: string;
  airPressure: string;
  date: string;
  page: string;
  scheme: string;
  point: string;
  process: string;
  columns: Record<MollierTableColumn, string>;
  processes: Record<string, string>;
}

/** The Mollier PDF's texts in the three languages (the web app's wording). */
export const MOLLIER_TEXTS: Record<DocumentLanguage, MollierTexts> = {
  en: {
    title: 'Mollier chart',
    summerMode: 'Summer mode',
    winterMode: 'Winter mode',
    project: 'Project',
    position: 'Position',
    revision: 'Revision',
    location: 'Location',
    elevation: 'Elevation',
    airPressure: 'Air pressure',
    date: 'Date',
    page: 'Page',
    scheme: 'Scheme',
    point: 'Point',
    process: 'Process',
    columns: {
      tDb: 't °C',
      tWb: 't wb °C',
      tDp: 't dp °C',
      rh: 'RH %',
      x: 'x g/kg',
      h: 'h kJ/kg',
      airflow: 'Airflow',
      massFlow: 'm kg/s',
      realFlow: 'Real m³/h',
      density: 'ρ kg/m³',
      power: 'P kW',
      water: 'Water kg/h',
    },
    processes: {
      outdoor: 'Outdoor',
      indoor: 'Indoor',
      'DLL point': 'DLL point',
      'Cooler point': 'Cooler point',
      'Heater point': 'Heater point',
      '10': 'Heating',
      '20': 'Cooling',
      '30': 'Mixing',
      '40': 'Adiabatic humidification',
      '50': 'Steam humidification',
    },
  },
  de: {
    title: 'Mollier-Diagramm',
    summerMode: 'Sommerbetrieb',
    winterMode: 'Winterbetrieb',
    project: 'Projekt',
    position: 'Position',
    revision: 'Revision',
    location: 'Standort',
    elevation: 'Höhe',
    airPressure: 'Luftdruck',
    date: 'Datum',
    page: 'Seite',
    scheme: 'Schema',
    point: 'Punkt',
    process: 'Prozess',
    columns: {
      tDb: 't °C',
      tWb: 't f °C',
      tDp: 't tp °C',
      rh: 'rF %',
      x: 'x g/kg',
      h: 'h kJ/kg',
      // A soft hyphen: the narrow column breaks the word at its joint, not inside a part (issue 31).
      airflow: 'Volumen\u00ADstrom',
      massFlow: 'm kg/s',
      realFlow: 'Effektiv m³/h',
      density: 'ρ kg/m³',
      power: 'P kW',
      water: 'Wasser kg/h',
    },
    processes: {
      outdoor: 'Außenluft',
      indoor: 'Raumluft',
      'DLL point': 'WRG-Punkt',
      'Cooler point': 'Kühlerpunkt',
      'Heater point': 'Erhitzerpunkt',
      '10': 'Erwärmung',
      '20': 'Kühlung',
      '30': 'Mischung',
      '40': 'Adiabate Befeuchtung',
      '50': 'Dampfbefeuchtung',
    },
  },
  sr: {
    title: 'Molijerov dijagram',
    summerMode: 'Letnji režim',
    winterMode: 'Zimski režim',
    project: 'Projekat',
    position: 'Pozicija',
    revision: 'Revizija',
    location: 'Lokacija',
    elevation: 'Nadmorska visina',
    airPressure: 'Pritisak vazduha',
    date: 'Datum',
    page: 'Strana',
    scheme: 'Šema',
    point: 'Tačka',
    process: 'Proces',
    columns: {
      tDb: 't °C',
      tWb: 't vt °C',
      tDp: 't tr °C',
      rh: 'RV %',
      x: 'x g/kg',
      h: 'h kJ/kg',
      airflow: 'Protok',
      massFlow: 'm kg/s',
      realFlow: 'Stvarni m³/h',
      density: 'ρ kg/m³',
      power: 'P kW',
      water: 'Voda kg/h',
    },
    processes: {
      outdoor: 'Spoljni vazduh',
      indoor: 'Unutrašnji vazduh',
      'DLL point': 'Tačka rekuperatora',
      'Cooler point': 'Tačka hladnjaka',
      'Heater point': 'Tačka grejača',
      '10': 'Grejanje',
      '20': 'Hlađenje',
      '30': 'Mešanje',
      '40': 'Adijabatsko ovlaživanje',
      '50': 'Ovlaživanje parom',
    },
  },
};

export const processName = (language: DocumentLanguage, process: PointProcess) =>
  MOLLIER_TEXTS[language].processes[String(process)] ?? String(process);

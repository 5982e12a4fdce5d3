import type { AnnualData } from '../../../contracts/energy';
import type { DocumentLanguage } from '../context';
import { catalogueText } from '../catalogue-texts';
import { co2Texts, weatherTexts } from './energy-words';
import type { Row, Sheet } from './layout';

/** The energy page's words in the documents' languages. */
interface EnergyTexts {
  title: string;
  costsTitle: string;
  months: readonly string[];
  weather: string;
  method: string;
  operation: string;
  daysPerWeek: string;
  operatingHours: string;
  frostHours: string;
  frostStart: string;
  frostNone: string;
  preheaterPower: string;
  preheaterEnergy: string;
  preheaterCost: string;
  reheat: string;
  seasonal: string;
  replacement: string;
  residual: string;
  columns: readonly string[];
  year: string;
  heatCost: string;
  coldCost: string;
  fansCost: string;
  energyCost: string;
  filters: string;
  otherMaintenance: string;
  investment: string;
  energyPresentValue: string;
  maintenancePresentValue: string;
  lifeCycleCost: string;
  settings: string;
  years: string;
  co2Year: string;
  co2Life: string;
  gridCo2: string;
}

export const ENERGY_TEXTS: Record<DocumentLanguage, EnergyTexts> = {
  en: {
    title: 'Annual energy',
    costsTitle: 'Running costs, CO2 and life-cycle cost (EN 15459-1)',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weather: 'Weather year',
    method: 'Method',
    operation: 'Operation',
    daysPerWeek: 'days a week',
    operatingHours: 'Operating hours',
    frostHours: 'Hours with frost protection',
    frostStart: 'Frost protection starts below',
    frostNone: 'not needed down to -50 °C',
    preheaterPower: 'Frost preheater at the design point',
    preheaterEnergy: 'Frost preheater electricity a year',
    preheaterCost: 'Frost preheater a year',
    reheat: 'Of the heater: reheat after dehumidification',
    seasonal: 'Seasonal COP / EER of heat and cold (EN 14825 curves)',
    replacement: 'Replacements, present value',
    residual: 'Residual value at the end (deducted)',
    columns: [
      'Month',
      'Heater kWh',
      'Cooler kWh',
      'Fans kWh',
      'Preheater kWh',
      'Recovered heat kWh',
      'Recovered cooling kWh',
      'CO2 kg',
    ],
    year: 'Year',
    heatCost: 'Heat a year',
    coldCost: 'Cold a year',
    fansCost: 'Fan electricity a year',
    energyCost: 'Energy a year',
    filters: 'Filter changes a year',
    otherMaintenance: 'Other maintenance a year',
    investment: 'Investment (list price)',
    energyPresentValue: 'Energy, present value',
    maintenancePresentValue: 'Maintenance, present value',
    lifeCycleCost: 'Life-cycle cost',
    settings: 'Life, discount rate, energy price development',
    years: 'years',
    co2Year: 'CO2 a year',
    co2Life: 'CO2 over the life',
    gridCo2: 'Grid electricity',
  },
  de: {
    title: 'Jahresenergie',
    costsTitle: 'Betriebskosten, CO2 und Lebenszykluskosten (EN 15459-1)',
    months: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
    weather: 'Wetterjahr',
    method: 'Verfahren',
    operation: 'Betrieb',
    daysPerWeek: 'Tage pro Woche',
    operatingHours: 'Betriebsstunden',
    frostHours: 'Stunden mit Frostschutz',
    frostStart: 'Frostschutz ab Außentemperatur unter',
    frostNone: 'bis -50 °C nicht nötig',
    preheaterPower: 'Frostschutz-Vorheizregister im Auslegungspunkt',
    preheaterEnergy: 'Strom des Vorheizregisters pro Jahr',
    preheaterCost: 'Vorheizregister pro Jahr',
    reheat: 'Davon Nacherwärmung nach Entfeuchtung',
    seasonal: 'Jahresarbeitszahl Wärme / Kälte (Kurven nach EN 14825)',
    replacement: 'Ersatzinvestitionen, Barwert',
    residual: 'Restwert am Ende (abgezogen)',
    columns: [
      'Monat',
      'Erhitzer kWh',
      'Kühler kWh',
      'Ventilatoren kWh',
      'Vorheizregister kWh',
      'Rückgewonnene Wärme kWh',
      'Rückgewonnene Kälte kWh',
      'CO2 kg',
    ],
    year: 'Jahr',
    heatCost: 'Wärme pro Jahr',
    coldCost: 'Kälte pro Jahr',
    fansCost: 'Ventilatorstrom pro Jahr',
    energyCost: 'Energie pro Jahr',
    filters: 'Filterwechsel pro Jahr',
    otherMaintenance: 'Sonstige Wartung pro Jahr',
    investment: 'Investition (Listenpreis)',
    energyPresentValue: 'Energie, Barwert',
    maintenancePresentValue: 'Wartung, Barwert',
    lifeCycleCost: 'Lebenszykluskosten',
    settings: 'Nutzungsdauer, Kalkulationszins, Energiepreisentwicklung',
    years: 'Jahre',
    co2Year: 'CO2 pro Jahr',
    co2Life: 'CO2 über die Nutzungsdauer',
    gridCo2: 'Netzstrom',
  },
  sr: {
    title: 'Godišnja energija',
    costsTitle: 'Pogonski troškovi, CO2 i troškovi životnog ciklusa (EN 15459-1)',
    months: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'],
    weather: 'Meteorološka godina',
    method: 'Metoda',
    operation: 'Rad',
    daysPerWeek: 'dana nedeljno',
    operatingHours: 'Radni sati',
    frostHours: 'Sati sa zaštitom od smrzavanja',
    frostStart: 'Zaštita od smrzavanja počinje ispod',
    frostNone: 'nije potrebna do -50 °C',
    preheaterPower: 'Predgrejač protiv smrzavanja u projektnoj tački',
    preheaterEnergy: 'Struja predgrejača godišnje',
    preheaterCost: 'Predgrejač godišnje',
    reheat: 'Od grejača: dogrevanje posle odvlaživanja',
    seasonal: 'Sezonski COP / EER toplote i hlađenja (krive po EN 14825)',
    replacement: 'Zamene, sadašnja vrednost',
    residual: 'Preostala vrednost na kraju (oduzeta)',
    columns: [
      'Mesec',
      'Grejač kWh',
      'Hladnjak kWh',
      'Ventilatori kWh',
      'Predgrejač kWh',
      'Povraćena toplota kWh',
      'Povraćeno hlađenje kWh',
      'CO2 kg',
    ],
    year: 'Godina',
    heatCost: 'Toplota godišnje',
    coldCost: 'Hlađenje godišnje',
    fansCost: 'Struja ventilatora godišnje',
    energyCost: 'Energija godišnje',
    filters: 'Zamena filtera godišnje',
    otherMaintenance: 'Ostalo održavanje godišnje',
    investment: 'Investicija (cenovnik)',
    energyPresentValue: 'Energija, sadašnja vrednost',
    maintenancePresentValue: 'Održavanje, sadašnja vrednost',
    lifeCycleCost: 'Troškovi životnog ciklusa',
    settings: 'Vek, diskontna stopa, promena cene energije',
    years: 'godina',
    co2Year: 'CO2 godišnje',
    co2Life: 'CO2 tokom veka',
    gridCo2: 'Struja iz mreže',
  },
};

/** How the page prints its figures: kWh and kg whole, euro with 2 decimals (the API's numbers, only rounded). */
export interface EnergyFormat {
  language: DocumentLanguage;
  n: (value: number, decimals?: number) => string;
  euro: (value: number) => string;
}

/**
 * The data sheet's energy and LCC page (issue 20): the annual API's answer for the revision at the default settings
 * (the same presenter as the screen and the JSON export), printed on a page of its own: the weather year and how it
 * was made, the operation, the monthly energy by component with CO2, the running costs, maintenance, CO2 and the
 * EN 15459-1 life-cycle cost with its settings and factors.
 */
export function energyPage(sheet: Sheet, annual: AnnualData, format: EnergyFormat): void {
  const t = ENERGY_TEXTS[format.language];
  const { n, euro } = format;
  const pct = (value: number) => `${n(value * 100, 1)} %`;
  const { profile, lifeCycle, co2, maintenance, lifeCycleCost: lcc } = annual;
  const weather = weatherTexts(annual.weather, format.language);
  const co2Words = co2Texts(annual, format.language, n);
  sheet.newPage();

  const monthRow = (label: string, m: AnnualData['year'], co2Kg: number, bold = false): Row => ({
    cells: [
      label,
      n(m.heaterKWh),
      n(m.coolerKWh),
      n(m.fansKWh),
      n(m.preheaterKWh),
      n(m.recoveredHeatKWh),
      n(m.recoveredCoolingKWh),
      n(co2Kg),
    ],
    bold,
  });
  const right = { align: 'right' as const };
  sheet.section(t.title, [
    sheet.keyValues(
      [
        [t.weather, weather.label],
        [t.method, weather.method],
        [
          t.operation,
          `${profile.startHour}:00–${profile.endHour}:00, ${profile.daysPerWeek} ${t.daysPerWeek}`,
        ],
        [t.operatingHours, n(annual.year.operatingHours)],
        [t.frostHours, n(annual.frostProtectionHours)],
        [
          t.frostStart,
          annual.unit.frostProtectionStartC === null
            ? t.frostNone
            : `${n(annual.unit.frostProtectionStartC, 1)} °C (${catalogueText(annual.unit.frostProtection, format.language)})`,
        ],
        [t.preheaterPower, `${n(annual.unit.preheaterPowerW / 1000, 2)} kW`],
        [t.preheaterEnergy, `${n(annual.year.preheaterKWh)} kWh`],
        [t.reheat, `${n(annual.year.reheatKWh)} kWh`],
      ],
      1,
      [1, 3],
    ),
    sheet.table(
      [{ weight: 1 }, ...Array.from({ length: 7 }, () => ({ weight: 1.3, ...right }))],
      [
        ...annual.months.map((m, i) => monthRow(t.months[i]!, m, co2.monthsKg[i]!)),
        monthRow(t.year, annual.year, co2.year.totalKg, true),
      ],
      t.columns,
    ),
  ]);

  sheet.section(t.costsTitle, [
    sheet.keyValues(
      [
        [t.heatCost, euro(annual.costs.heatEur)],
        [t.coldCost, euro(annual.costs.coldEur)],
        [t.fansCost, euro(annual.costs.fansEur)],
        [t.preheaterCost, euro(annual.costs.preheaterEur)],
        [t.energyCost, euro(annual.costs.totalEur)],
        [t.filters, euro(maintenance.filtersEurPerYear)],
        [t.otherMaintenance, euro(maintenance.fixedEurPerYear)],
        [t.investment, euro(lcc.investmentEur)],
        [t.energyPresentValue, euro(lcc.energyPresentValueEur)],
        [t.maintenancePresentValue, euro(lcc.maintenancePresentValueEur)],
        [t.replacement, euro(lcc.replacementPresentValueEur)],
        [t.residual, euro(lcc.residualValueEur)],
        [t.lifeCycleCost, euro(lcc.totalEur)],
        [
          t.seasonal,
          `${annual.seasonal.heatPerInput === null ? '–' : n(annual.seasonal.heatPerInput, 2)} / ${
            annual.seasonal.coldPerInput === null ? '–' : n(annual.seasonal.coldPerInput, 2)
          }`,
        ],
        [
          t.settings,
          `${lifeCycle.years} ${t.years}, ${pct(lifeCycle.discountRate)}, ${pct(lifeCycle.energyPriceEscalation)}`,
        ],
        [t.co2Year, `${n(co2.year.totalKg)} kg`],
        [t.co2Life, `${n(co2.lifeKg)} kg`],
        [t.gridCo2, `${n(co2.factors.electricityGPerKWh, 2)} g/kWh`],
      ],
      2,
    ),
    sheet.keyValues(
      [
        [t.gridCo2, co2Words.source],
        ...co2Words.basis.map((line, i) => [i === 0 ? 'CO2' : '', line] as const),
      ],
      1,
      [1, 4],
    ),
  ]);
}

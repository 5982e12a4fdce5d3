import type { UnitSystem } from '../contracts/users';

/**
 * SI or IP units at the edges (issue 30): the engine, the API's numbers and the stored values stay SI; a screen, an
 * input, a document or an export shows a value in the reader's system through this one table. Every factor is
 * NIST SP 811 (2008), Appendix B.8/B.9 ("Factors for units listed alphabetically / by kind of quantity"); the
 * temperatures and the enthalpy offset are named where they are used.
 *
 * A quantity is named by its SI unit as the screens print it ('m³/h', 'Pa', '°C', ...). A few SI units stand for two
 * quantities that IP shows differently; those carry a word after the unit: 'Pa abs' (barometric pressure: in. Hg,
 * not in. wg), 'kW el' (electric power: kW in both), 'm³/h liquid' (a coil's fluid flow: US gallons per minute).
 */
export type SiUnit = keyof typeof QUANTITIES;

interface Quantity {
  /** The unit the screens print in SI (the key without its qualifier). */
  si: string;
  /** The IP unit's symbol. */
  ip: string;
  /** SI -> IP. */
  toIp: (si: number) => number;
  /** IP -> SI. */
  fromIp: (ip: number) => number;
  /** IP decimals for a value shown in SI with `decimals`: the IP step is then close to the SI one. */
  ipDecimals: (decimals: number) => number;
}

// NIST SP 811 B.8/B.9, exact where the guide says so.
const FOOT_M = 0.3048; // exact
const INCH_M = 0.0254; // exact
const POUND_KG = 0.45359237; // exact
const CFM_M3_PER_S = FOOT_M ** 3 / 60; // 4.719 474 E-04 m3/s
const BTU_IT_PER_H_W = 0.2930711; // Btu_IT/h = 2.930 711 E-01 W
const INCH_OF_WATER_PA = 249.0889; // inch of water, conventional (inH2O) = 2.490 889 E+02 Pa
const INCH_OF_MERCURY_PA = 3386.389; // inch of mercury, conventional (inHg) = 3.386 389 E+03 Pa
const FOOT_OF_WATER_PA = 2989.067; // foot of water, conventional (ftH2O) = 2.989 067 E+03 Pa
const US_GALLON_M3 = 3.785411784e-3; // gallon (U.S.) = 3.785 412 E-03 m3 (exact 231 in3)
const BTU_PER_LB_J_PER_KG = 2326; // Btu_IT/lb = 2.326 E+03 J/kg, exact
const GRAINS_PER_POUND = 7000; // grain = 6.479 891 E-05 kg, exact: 7000 grains make one pound
const FOOT_PER_MINUTE_M_PER_S = FOOT_M / 60; // 5.08 E-03 m/s, exact
/**
 * Moist-air enthalpy in IP is counted from dry air at 0 F, in SI from 0 C (ASHRAE Handbook Fundamentals 2017 ch. 1,
 * eq. 32 in both editions: h = 1.006 t + W (2501 + 1.86 t) kJ/kg; h = 0.240 t + W (1061 + 0.444 t) Btu/lb). Air at
 * 0 C holds 0.240 x 32 = 7.68 Btu/lb counted from 0 F; the water terms agree within 0.05 % (2501/2.326 = 1075.2 =
 * 1061 + 0.444 x 32), so h_IP = h_SI / 2.326 + 7.68.
 */
const ENTHALPY_OFFSET_BTU_PER_LB = 0.24 * 32;

const scale = (si: string, ip: string, ipPerSi: number, shift = 0): Quantity => ({
  si,
  ip,
  toIp: (value) => value * ipPerSi,
  fromIp: (value) => value / ipPerSi,
  ipDecimals: (decimals) => Math.max(0, decimals + shift),
});
const same = (unit: string): Quantity => scale(unit, unit, 1);

const QUANTITIES = {
  'm³/h': scale('m³/h', 'cfm', 1 / 3600 / CFM_M3_PER_S),
  'm³/s': scale('m³/s', 'cfm', 1 / CFM_M3_PER_S, -2),
  'm³/h liquid': scale('m³/h', 'gpm', 1 / 60 / US_GALLON_M3, 1),
  Pa: scale('Pa', 'in. wg', 1 / INCH_OF_WATER_PA, 2),
  'Pa abs': scale('Pa', 'in. Hg', 1 / INCH_OF_MERCURY_PA, 2),
  kPa: scale('kPa', 'ft wg', 1000 / FOOT_OF_WATER_PA, 0),
  // t_F = 1.8 t_C + 32 (NIST SP 811 B.9, "temperature"); a difference scales by 1.8 alone.
  '°C': {
    si: '°C',
    ip: '°F',
    toIp: (c) => c * 1.8 + 32,
    fromIp: (f) => (f - 32) / 1.8,
    ipDecimals: (d) => d,
  },
  K: scale('K', '°F', 1.8),
  kW: scale('kW', 'Btu/h', 1000 / BTU_IT_PER_H_W, -3),
  'kW el': same('kW'),
  W: same('W'),
  'g/kg': scale('g/kg', 'gr/lb', GRAINS_PER_POUND / 1000, -1),
  'kg/kg': scale('kg/kg', 'gr/lb', GRAINS_PER_POUND, -3),
  'kJ/kg': {
    si: 'kJ/kg',
    ip: 'Btu/lb',
    toIp: (h) => (h * 1000) / BTU_PER_LB_J_PER_KG + ENTHALPY_OFFSET_BTU_PER_LB,
    fromIp: (h) => ((h - ENTHALPY_OFFSET_BTU_PER_LB) * BTU_PER_LB_J_PER_KG) / 1000,
    ipDecimals: (d) => d,
  },
  m: scale('m', 'ft', 1 / FOOT_M),
  mm: scale('mm', 'in', 1 / (INCH_M * 1000), 1),
  'm²': scale('m²', 'ft²', 1 / FOOT_M ** 2),
  'm/s': scale('m/s', 'fpm', 1 / FOOT_PER_MINUTE_M_PER_S, -2),
  kg: scale('kg', 'lb', 1 / POUND_KG),
  'kg/h': scale('kg/h', 'lb/h', 1 / POUND_KG),
  'kg/s': scale('kg/s', 'lb/s', 1 / POUND_KG),
  'kg/m³': scale('kg/m³', 'lb/ft³', FOOT_M ** 3 / POUND_KG, 1),
  // Specific fan power: W per m3/s -> W per cfm.
  'W/(m³/s)': scale('W/(m³/s)', 'W/cfm', CFM_M3_PER_S, 2),
  '%': same('%'),
  '1/h': same('1/h'),
  rpm: same('rpm'),
  Nm: same('Nm'),
  A: same('A'),
  V: same('V'),
  dB: same('dB'),
  'dB(A)': same('dB(A)'),
  kWh: same('kWh'),
} satisfies Record<string, Quantity>;

const quantity = (unit: SiUnit): Quantity => QUANTITIES[unit];

/** The decimals a quantity is shown with in SI when a screen gives none (a typed input shown back, say). */
const USUAL_DECIMALS: Partial<Record<SiUnit, number>> = {
  'm³/h': 0,
  'm³/s': 2,
  Pa: 0,
  'Pa abs': 0,
  m: 0,
  mm: 0,
  '°C': 1,
  K: 1,
  kW: 2,
  'g/kg': 2,
  'kJ/kg': 1,
};
export const usualDecimals = (unit: SiUnit): number => USUAL_DECIMALS[unit] ?? 1;

/** The SI unit in a label's last brackets ('Water surface (m²)' -> 'm²'), if this table knows it. */
export function unitOfLabel(label: string): SiUnit | undefined {
  const inside = /\(([^()]*)\)$/.exec(label)?.[1];
  return inside !== undefined && isSiUnit(inside) ? inside : undefined;
}

/** Whether `unit` is one this table knows (a label's unit, say). */
export const isSiUnit = (unit: string): unit is SiUnit => Object.hasOwn(QUANTITIES, unit);

/** A value as a reader of `system` sees it: the number, its unit's symbol and the decimals to show it with. */
export interface Displayed {
  value: number;
  unit: string;
  decimals: number;
}

/**
 * An SI value in `system`.
 * @param value in the SI unit `unit` names; decimals the SI display's decimals
 */
export function toSystem(value: number, unit: SiUnit, decimals: number, system: UnitSystem): Displayed {
  const q = quantity(unit);
  return system === 'si'
    ? { value, unit: q.si, decimals }
    : { value: q.toIp(value), unit: q.ip, decimals: q.ipDecimals(decimals) };
}

/** A value typed or shown in `system` back in the SI unit `unit` names (an input's value for the API). */
export function fromSystem(value: number, unit: SiUnit, system: UnitSystem): number {
  return system === 'si' ? value : quantity(unit).fromIp(value);
}

/** The symbol `system` prints for the quantity the SI unit names ('m³/h' -> 'cfm' in IP). */
export const unitSymbol = (unit: SiUnit, system: UnitSystem): string =>
  system === 'si' ? quantity(unit).si : quantity(unit).ip;

/** Every quantity's SI unit name, for tests and for documents that list them. */
export const SI_UNITS = Object.keys(QUANTITIES) as SiUnit[];

/**
 * A label whose unit sits in its last brackets ('Supply flow (m³/h)') with the unit of `system`; `unit` names the
 * quantity where the bracket alone is ambiguous (a fluid flow's m³/h). A label without a known unit stays.
 */
export function relabel(label: string, system: UnitSystem, unit?: SiUnit): string {
  if (system === 'si') {
    return label;
  }
  return label.replace(/\(([^()]*)\)$/, (whole, inside: string) => {
    const named = unit ?? (isSiUnit(inside) ? inside : undefined);
    return named === undefined ? whole : `(${unitSymbol(named, system)})`;
  });
}

/**
 * The quantity a field's name carries (STYLE.md: names say their unit): flowSupplyM3h m³/h, dropSupplyPa Pa,
 * summerOutdoorTDb °C, winterOutdoorXGkg g/kg, summerIndoorRhPct %; undefined for a name without one.
 */
const NAME_SUFFIXES: readonly [RegExp, SiUnit][] = [
  [/M3h$/, 'm³/h'],
  [/M2$/, 'm²'],
  [/PerH$/, '1/h'],
  [/Pa$/, 'Pa'],
  [/(TDb|TWb|TDp|TIn|TOut)$/, '°C'],
  [/XGkg$/, 'g/kg'],
  [/Pct$/, '%'],
  [/Kw$/, 'kW'],
  [/M$/, 'm'],
];
export const unitOfName = (name: string): SiUnit | undefined =>
  NAME_SUFFIXES.find(([suffix]) => suffix.test(name))?.[1];

/** The SI units a free text may carry after a number (a label's "20 °C", a catalogue's "592x410x300 mm"). */
// Not kW: an electric power prints kW in both systems, and a text cannot tell which it is.
const TEXT_UNITS: readonly SiUnit[] = ['m³/h', 'm²', 'mm', 'm/s', 'kPa', 'Pa', 'g/kg', '°C'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Numbers as a text writes them: '.' or ',' before the decimals, 'x' or '×' between a size's sides. */
const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;
const TEXT_QUANTITY = new RegExp(
  String.raw`(${NUMBER}(?:\s?[x×]\s?${NUMBER})*)(\s?)(${TEXT_UNITS.map(escape).join('|')})(?![\p{L}\d/²³])`,
  'gu',
);

/**
 * A text's SI quantities in `system`'s units: "at 20 °C" -> "at 68 °F", "592x410x300 mm" -> "23.3x16.1x11.8 in".
 * For the texts a document prints as they are (labels, catalogue words); a number the code formats is converted
 * with toSystem. `format` writes a number with decimals in the document's language.
 */
export function textInSystem(
  text: string,
  system: UnitSystem,
  format: (value: number, decimals: number) => string,
): string {
  if (system === 'si') {
    return text;
  }
  return text.replace(TEXT_QUANTITY, (_whole, numbers: string, space: string, unit: SiUnit) => {
    let symbol = unitSymbol(unit, system);
    const converted = numbers.replace(new RegExp(NUMBER, 'g'), (number) => {
      const decimals = number.split(/[.,]/)[1]?.length ?? 0;
      const shown = toSystem(Number(number.replace(',', '.')), unit, decimals, system);
      symbol = shown.unit;
      return format(shown.value, unit === 'mm' || unit === 'm²' ? 1 : shown.decimals);
    });
    return `${converted}${space || ' '}${symbol}`;
  });
}

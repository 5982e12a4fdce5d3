import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from '../engine/numbers';
import {
  fromSystem,
  relabel,
  SI_UNITS,
  textInSystem,
  toSystem,
  unitOfName,
  unitSymbol,
  type SiUnit,
} from './units';

const ip = (value: number, unit: SiUnit, decimals = 6) => toSystem(value, unit, decimals, 'ip').value;

describe('the IP factors (NIST SP 811, 2008, Appendix B.8/B.9)', () => {
  // Each value as the guide prints it (to its 7 significant digits), so a factor off by 1e-5 fails.
  it.each<[string, number, SiUnit, number, number]>([
    ['1 cfm = 4.719 474 E-04 m3/s', 4.719474e-4, 'm³/s', 1, 1e-6],
    ['1 cfm = 1.699 011 m3/h', 1.699011, 'm³/h', 1, 1e-6],
    ['1 inH2O (conventional) = 249.0889 Pa', 249.0889, 'Pa', 1, 1e-7],
    ['1 inHg (conventional) = 3 386.389 Pa', 3386.389, 'Pa abs', 1, 1e-7],
    ['1 ftH2O (conventional) = 2.989 067 kPa', 2.989067, 'kPa', 1, 1e-7],
    ['1 Btu_IT/h = 2.930 711 E-04 kW', 2.930711e-4, 'kW', 1, 1e-6],
    ['1 ton of refrigeration (12 000 Btu/h) = 3.516 853 kW', 3.516853, 'kW', 12_000, 1e-6],
    ['1 ft = 0.3048 m', 0.3048, 'm', 1, 1e-12],
    ['1 in = 25.4 mm', 25.4, 'mm', 1, 1e-12],
    ['1 ft2 = 9.290 304 E-02 m2', 9.290304e-2, 'm²', 1, 1e-12],
    ['1 ft/min = 5.08 E-03 m/s', 5.08e-3, 'm/s', 1, 1e-12],
    ['1 lb = 0.453 592 37 kg', 0.45359237, 'kg', 1, 1e-12],
    ['1 lb/h = 0.453 592 37 kg/h', 0.45359237, 'kg/h', 1, 1e-12],
    ['1 lb/ft3 = 16.018 46 kg/m3', 16.01846, 'kg/m³', 1, 1e-6],
    ['1 gal (US)/min = 0.227 124 5 m3/h', 0.2271247, 'm³/h liquid', 1, 1e-6],
    ['7 000 gr/lb = 1 000 g/kg', 1000, 'g/kg', 7000, 1e-12],
    ['1 W/cfm = 2 118.88 W/(m3/s)', 2118.88, 'W/(m³/s)', 1, 1e-5],
  ])('%s', (_name, si, unit, expected, relative) => {
    expect(Math.abs(ip(si, unit) / expected - 1)).toBeLessThan(relative);
  });

  it('temperatures: 0 C = 32 F, 100 C = 212 F, -40 C = -40 F; a difference of 10 K is 18 F', () => {
    expect(ip(0, '°C')).toBeCloseTo(32, 12);
    expect(ip(100, '°C')).toBeCloseTo(212, 12);
    expect(ip(-40, '°C')).toBeCloseTo(-40, 12);
    expect(ip(10, 'K')).toBeCloseTo(18, 12);
  });

  it('moist-air enthalpy: the SI equation converted equals the IP one within 0.01 Btu/lb (ASHRAE 2017 ch. 1 eq. 32)', () => {
    // h = 1.006 t + W (2501 + 1.86 t) kJ/kg against h = 0.240 t + W (1061 + 0.444 t) Btu/lb over -20..50 C, W 0..30 g/kg.
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 0.03, noNaN: true }),
        (tC, w) => {
          const hSi = 1.006 * tC + w * (2501 + 1.86 * tC);
          const tF = tC * 1.8 + 32;
          const hIp = 0.24 * tF + w * (1061 + 0.444 * tF);
          expect(Math.abs(ip(hSi, 'kJ/kg') - hIp)).toBeLessThan(0.01 + 0.001 * Math.abs(hIp));
        },
      ),
    );
    // Saturated air at 32 F: 11.758 Btu/lb in ASHRAE 2017 IP ch. 1 Table 2; SI eq. 32 gives 9.476 kJ/kg at 0 C.
    expect(ip(9.476, 'kJ/kg')).toBeCloseTo(11.758, 1);
  });

  it('the symbols', () => {
    expect(SI_UNITS.map((u) => `${u}>${unitSymbol(u, 'ip')}`)).toEqual(
      expect.arrayContaining([
        'm³/h>cfm',
        'Pa>in. wg',
        '°C>°F',
        'kW>Btu/h',
        'g/kg>gr/lb',
        'm>ft',
        'm³/h liquid>gpm',
      ]),
    );
    expect(unitSymbol('m³/h liquid', 'si')).toBe('m³/h');
    expect(unitSymbol('kW el', 'ip')).toBe('kW');
  });
});

describe('SI -> IP -> SI (issue 30, acceptance 2)', () => {
  it('every quantity comes back within the display precision of the two systems', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SI_UNITS),
        fc.double({ min: -50, max: 50_000, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (unit, raw, decimals) => {
          const shownSi = roundTo(raw, decimals);
          const shownIp = toSystem(shownSi, unit, decimals, 'ip');
          const typedIp = roundTo(shownIp.value, shownIp.decimals);
          const back = fromSystem(typedIp, unit, 'ip');
          // Half a step of each display: the SI one, and the IP one expressed in SI.
          const stepSi = 10 ** -decimals;
          const stepIp = Math.abs(fromSystem(typedIp + 10 ** -shownIp.decimals, unit, 'ip') - back);
          expect(Math.abs(back - shownSi)).toBeLessThanOrEqual(
            (stepIp + stepSi) / 2 + 1e-9 * Math.abs(shownSi),
          );
          expect(fromSystem(toSystem(shownSi, unit, decimals, 'ip').value, unit, 'ip')).toBeCloseTo(
            shownSi,
            6,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('SI stays as it is', () => {
    expect(toSystem(1234.5, 'm³/h', 0, 'si')).toEqual({ value: 1234.5, unit: 'm³/h', decimals: 0 });
    expect(fromSystem(1234.5, 'Pa', 'si')).toBe(1234.5);
  });
});

describe('relabel', () => {
  it("swaps a label's bracketed unit, naming the quantity where the bracket is ambiguous", () => {
    expect(relabel('Supply flow (m³/h)', 'ip')).toBe('Supply flow (cfm)');
    expect(relabel('Fluid flow (m³/h)', 'ip', 'm³/h liquid')).toBe('Fluid flow (gpm)');
    expect(relabel('Outdoor temperature (°C)', 'ip')).toBe('Outdoor temperature (°F)');
    expect(relabel('Outdoor temperature (°C)', 'si')).toBe('Outdoor temperature (°C)');
    expect(relabel('Name (required)', 'ip')).toBe('Name (required)');
  });
});

describe('unitOfName', () => {
  it('reads the unit a field name ends in', () => {
    expect(
      [
        'flowSupplyM3h',
        'areaM2',
        'changeRatePerH',
        'dropReturnPa',
        'summerOutdoorTWb',
        'heaterFluidTIn',
        'winterOutdoorXGkg',
        'summerIndoorRhPct',
        'heightM',
        'name',
      ].map(unitOfName),
    ).toEqual(['m³/h', 'm²', '1/h', 'Pa', '°C', '°C', 'g/kg', '%', 'm', undefined]);
  });
});

describe('textInSystem', () => {
  const format = (value: number, decimals: number) => value.toFixed(decimals);
  it('converts the quantities a text carries and nothing else', () => {
    expect(textInSystem('Air density at the fans (20 °C)', 'ip', format)).toBe(
      'Air density at the fans (68 °F)',
    );
    expect(textInSystem('592x410x300 mm x 1', 'ip', format)).toBe('23.3x16.1x11.8 in x 1');
    expect(textInSystem('TB50 XPS: 50 mm extruded', 'ip', format)).toBe('TB50 XPS: 2.0 in extruded');
    expect(textInSystem('not needed down to -50 °C', 'ip', format)).toBe('not needed down to -58 °F');
    expect(textInSystem('S = 40.4 m²', 'ip', format)).toBe('S = 434.9 ft²');
    expect(textInSystem('EN 1886, 560 kWh/a, 2 Pages', 'ip', format)).toBe('EN 1886, 560 kWh/a, 2 Pages');
    expect(textInSystem('at 20 °C', 'si', format)).toBe('at 20 °C');
  });
});

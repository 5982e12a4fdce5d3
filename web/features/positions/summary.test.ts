import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { REVISION_GROUPS, type Revision } from '../../../contracts/positions';
import { position } from '../../test/positions';
import { formatNumber } from '../../lib/format';
import { SUMMARY_FIELDS, TABS, type Shown } from './summary';
import { setUnitSystem } from '../../app/units';

/** The facts every revision row carries besides the input fields of its group. */
const FACTS = new Set<string>([
  'id',
  'positionId',
  'active',
  'revisionNumber',
  'price',
  'engineVersion',
  'unitTypeName',
  'heatRecoveryFamily',
  'fan',
  'createdAt',
  'timeZone',
]);

/** Positions that take every branch of the fields' values: both coils, each input kind, filters apart, fans On. */
const BRANCHES: Partial<Shown>[] = [
  {},
  { directInput: false, coils: 'both', fanAdvancedSettings: 'On' },
  { directInput: true, coils: 'both', filteringAdvancedSettings: true, fineFilterClassReturn: 'F7' },
  {
    coils: 'both',
    coolerMedium: 'ethylene',
    heaterMedium: 'propylene',
    coolerAirInputParam: 'Capacity',
    heaterAirInputParam: 'Supply Temperature',
    coolerWaterInputParam: 'Fluid flow',
    heaterWaterInputParam: 'Temperature out',
  },
];

describe('the revisions grid reads only what the revision list carries (issue 29)', () => {
  it('names the same column groups as the summary tabs', () => {
    expect(Object.keys(REVISION_GROUPS)).toEqual([...TABS]);
  });

  it("reads each column's value from the revision's facts and its own group's input fields", () => {
    const t = ((key: string) => key) as unknown as TFunction;
    for (const field of SUMMARY_FIELDS.filter((f) => !f.summaryOnly)) {
      const allowed = new Set<string>([...FACTS, ...REVISION_GROUPS[field.tab]]);
      for (const branch of BRANCHES) {
        const read = new Set<string>();
        const row = new Proxy({ ...position(), ...branch } as Shown & Revision, {
          get(target, key) {
            read.add(String(key));
            return target[key as keyof typeof target];
          },
        });
        field.applies?.(row);
        field.value(row, t);
        expect(
          [...read].filter((key) => !allowed.has(key)),
          `${field.key} in ${field.tab}`,
        ).toEqual([]);
      }
    }
  });
});

describe('the info tab (wizard step 1)', () => {
  it("shows the group's fields in its order, each number with the unit its name carries", () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const p = { ...position(), directInput: false, areaM2: 1200, heightM: 3, changeRatePerH: 2 } as Shown;
    const info = SUMMARY_FIELDS.filter((f) => f.tab === 'info');
    expect(info.map((f) => f.key)).toEqual(
      REVISION_GROUPS.info.map((key) => (key === 'directInput' ? 'airflowInput' : key)),
    );
    const text = Object.fromEntries(info.map((f) => [f.key, f.value(p, t)]));
    expect(text).toMatchObject({
      areaM2: '1,200 m²',
      heightM: '3 m',
      changeRatePerH: '2 1/h',
      flowSupplyM3h: `${formatNumber(p.flowSupplyM3h)} m³/h`,
      dropSupplyPa: `${formatNumber(p.dropSupplyPa)} Pa`,
      dropReturnPa: `${formatNumber(p.dropReturnPa)} Pa`,
    });
    // The area's fields mean nothing when the flows were typed directly.
    const direct = { ...p, directInput: true } as Shown;
    expect(info.filter((f) => !(f.applies?.(direct) ?? true)).map((f) => f.key)).toEqual([
      'buildingType',
      'areaM2',
      'heightM',
      'changeRatePerH',
    ]);
  });
});

describe('the revision summary in IP units (issue 30)', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const value = (key: string, shown: Shown) => SUMMARY_FIELDS.find((f) => f.key === key)!.value(shown, t);

  it('shows every measured input in the reader`s units, and SI again after the switch', () => {
    const shown = {
      ...position(),
      flowSupplyM3h: 3400,
      dropSupplyPa: 250,
      summerOutdoorTDb: 32,
      winterOutdoorTDb: -12,
      elevationM: 117,
      coils: 'both',
      heaterWaterInputParam: 'Fluid flow',
      heaterWaterInputValue: 1.2,
    } as Shown;
    setUnitSystem('ip');
    try {
      expect(value('flowSupplyM3h', shown)).toBe('2,001 cfm');
      expect(value('dropSupplyPa', shown)).toBe('1.00 in. wg');
      expect(value('summerOutdoorTDb', shown)).toBe('89.6 °F');
      expect(value('winterOutdoorTDb', shown)).toBe('10.4 °F');
      expect(value('elevationM', shown)).toBe('384 ft');
      expect(value('heaterWaterInput', shown)).toContain('5.28 gpm');
    } finally {
      setUnitSystem('si');
    }
    expect(value('flowSupplyM3h', shown)).toBe('3,400 m³/h');
    expect(value('summerOutdoorTDb', shown)).toBe('32 °C');
  });
});

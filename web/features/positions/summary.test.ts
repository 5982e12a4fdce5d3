import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { REVISION_GROUPS, type Revision } from '../../../contracts/positions';
import { position } from '../../test/positions';
import { SUMMARY_FIELDS, TABS, type Shown } from './summary';

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

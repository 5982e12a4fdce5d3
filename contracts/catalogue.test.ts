import { describe, expect, it } from 'vitest';
import { COMPACT_PRO } from '../engine/catalogue';
import { POOL_CATALOGUE } from '../engine/pool';
import { CatalogueSchema, PoolCatalogueSchema } from './catalogue';
import { issuePath } from '../server/catalogue';

describe('the catalogue file schema', () => {
  it('holds the demo catalogues as JSON, unchanged (the template a manufacturer starts from)', () => {
    const compact = JSON.parse(JSON.stringify(COMPACT_PRO)) as unknown;
    expect(CatalogueSchema.parse(compact)).toEqual(COMPACT_PRO);
    const pool = JSON.parse(JSON.stringify(POOL_CATALOGUE)) as unknown;
    expect(PoolCatalogueSchema.parse(pool)).toEqual(POOL_CATALOGUE);
  });

  it('refuses unknown fields and physically impossible geometry, naming the path', () => {
    const withTypo = { ...COMPACT_PRO, flowMaxM3: 1 };
    expect(CatalogueSchema.safeParse(withTypo).error?.issues[0]?.message).toMatch(/Unrecognized key/);
    const [first] = COMPACT_PRO.unitTypes;
    const heater = first!.sizeData.heater;
    const badCoil = {
      ...COMPACT_PRO,
      unitTypes: [
        {
          ...first,
          sizeData: {
            ...first!.sizeData,
            heater: { ...heater, geometry: { ...heater.geometry, tubeInnerDiameterM: 0.02 } },
          },
        },
      ],
    };
    const issue = CatalogueSchema.safeParse(badCoil).error?.issues[0];
    expect(issue?.message).toBe('tubeInnerDiameterM must be below tubeOuterDiameterM');
    expect(issuePath(issue?.path ?? [])).toBe('unitTypes[0].sizeData.heater.geometry');
  });
});

import { describe, expect, it } from 'vitest';
import { missingPoolFields } from '../../../contracts/pool';
import { derive, initialTexts, payloadOf } from './form';

const unit = {
  id: 1,
  type: 'COMPACT BASIC',
  unit: '06.03',
  width: 820,
  length: 1860,
  height: 1350,
  weight: 430,
  price: 19_900,
  maxAirVolume: 3000,
};

describe('the pool calculator form', () => {
  it('derives part 3’s defaults: 1500 m3/h', () => {
    const result = derive(initialTexts());
    expect('state' in result && result.state.maxRequiredAir).toBe(1500);
  });

  it('reports the engine’s message for an input out of range instead of throwing', () => {
    const result = derive({ ...initialTexts(), airHumidity: '120' });
    expect(result).toEqual({ error: 'airHumidity = 120 % is out of range 0..100 %' });
  });

  it('sends an emptied or zero field so that the mandatory rule names it', () => {
    const texts = { ...initialTexts(), waterTemperature: '0', poolVolume: '' };
    const result = derive(texts);
    const state = 'state' in result ? result.state : undefined;
    const payload = payloadOf(7, { name: 'Hall', poolName: '' }, texts, state, unit);
    expect(missingPoolFields(payload)).toEqual([
      'poolName',
      'poolVolume',
      'waterTemperature',
      'maxRequiredAir',
      'minRequiredFreshAir',
      'numOfAirChanges',
    ]);
  });

  it('prices the chosen unit times the units', () => {
    const texts = { ...initialTexts(), numOfUnits: '2' };
    const result = derive(texts);
    const payload = payloadOf(
      7,
      { name: 'Hall', poolName: 'Pool' },
      texts,
      'state' in result ? result.state : undefined,
      unit,
    );
    expect(payload).toMatchObject({
      projectId: 7,
      unitTypeId: 1,
      numOfUnits: 2,
      price: 39_800,
      maxRequiredAir: 1500,
    });
    expect(missingPoolFields(payload)).toEqual([]);
  });
});

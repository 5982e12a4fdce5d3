import { describe, expect, it } from 'vitest';
import { missingPoolFields } from '../../../domain/pool';
import { derive, initialForm, initialTexts, payloadOf, PoolFormSchema } from './form';

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
  it('derives the defaults’ air volume: 1500 m3/h', () => {
    const result = derive(initialTexts());
    expect('state' in result && result.state.maxRequiredAir).toBe(1500);
  });

  it('reports the engine’s message for an input out of range instead of throwing', () => {
    const result = derive({ ...initialTexts(), airHumidity: '120' });
    expect(result).toEqual({ error: 'airHumidity = 120 % is out of range 0..100 %' });
  });

  it('sends an emptied or zero field so that the mandatory rule names it', () => {
    const form = { ...initialForm(), name: 'Hall', waterTemperature: '0', poolVolume: '' };
    const result = derive(form);
    const state = 'state' in result ? result.state : undefined;
    const payload = payloadOf(7, PoolFormSchema.parse(form), state, unit);
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
    const form = { ...initialForm(), name: 'Hall', poolName: 'Pool', numOfUnits: '2' };
    const result = derive(form);
    const payload = payloadOf(
      7,
      PoolFormSchema.parse(form),
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

  it('checks the typed fields with the contracts’ pool rules, naming the field', () => {
    const refused = PoolFormSchema.safeParse({
      ...initialForm(),
      airTemperature: '70',
      childrenSlides: '-1',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['airTemperature', 'must be from 0 to 60 C'],
      ['childrenSlides', 'must not be negative'],
    ]);
  });

  it('leaves an empty outside humidity and simultaneity to the server’s defaults, an empty count at 0', () => {
    const typed = PoolFormSchema.parse({
      ...initialForm(),
      absoluteHumidityAir: '',
      simultaneityFactorAttraction: ' ',
      childrenSeats: '',
    });
    expect([typed.absoluteHumidityAir, typed.simultaneityFactorAttraction, typed.childrenSeats]).toEqual([
      0.009, 1, 0,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { EngineRangeError } from '../errors';
import { dewPointFromVapourPressure, PWS_MAX, PWS_MIN, saturationPressure } from './saturation';

describe('saturationPressure (Hyland-Wexler, ASHRAE 2017 ch. 1 eqs. 5 and 6)', () => {
  // ASHRAE 2017 ch. 1 Table 3, p_ws in kPa to 5 significant digits; tolerance relative 3e-4
  // (docs/rules.md#engine-psychrometrics).
  it.each([
    [-20, 103.24],
    [5, 872.6],
    [25, 3169.7],
  ])('p_ws(%s C) = %s Pa within relative 3e-4 (Table 3)', (t, pws) => {
    expect(Math.abs(saturationPressure(t) / pws - 1)).toBeLessThan(3e-4);
  });

  it('is continuous at the triple point 0.01 C where eq. 5 (ice) hands over to eq. 6 (water), within 1e-5 relative', () => {
    expect(saturationPressure(0.010001) / saturationPressure(0.01) - 1).toBeLessThan(1e-5);
  });

  it.each([-100.001, 200.001, Number.NaN])('rejects t = %s C outside -100..200 C', (t) => {
    expect(() => saturationPressure(t)).toThrow(EngineRangeError);
    expect(() => saturationPressure(t)).toThrow(/^t = .* C is out of range -100\.\.200 C$/);
  });
});

describe('dewPointFromVapourPressure (eq. 36 inverted by Newton)', () => {
  it('inverts p_ws to 1e-9 K over the whole range -100..200 C, over ice and over water', () => {
    for (let t = -100; t <= 200; t += 0.173) {
      expect(Math.abs(dewPointFromVapourPressure(saturationPressure(t)) - t)).toBeLessThan(1e-9);
    }
    expect(dewPointFromVapourPressure(PWS_MIN)).toBeCloseTo(-100, 9);
    expect(dewPointFromVapourPressure(PWS_MAX)).toBeCloseTo(200, 9);
  });

  it('rejects a vapour pressure outside p_ws(-100 C)..p_ws(200 C), naming pw', () => {
    expect(() => dewPointFromVapourPressure(0)).toThrow('pw = 0 Pa is out of range 0.0014051..1555070 Pa');
    expect(() => dewPointFromVapourPressure(Number.NaN)).toThrow(EngineRangeError);
  });
});

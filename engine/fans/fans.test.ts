/**
 * EC plug fans (docs/rules.md#engine-fans): the affinity laws put the operating point on the scaled curve, electrical
 * power is never below air power, and a point beyond the curve is an EngineDutyError.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import type { FanModel } from '../catalogue/types';
import { EngineDutyError } from '../errors';
import { fanOperatingPoint, sfpCategory } from './fans';

const fans = CATALOGUE.unitTypes.slice(0, 5).flatMap((t) => Object.values(t.sizeData.fans));

describe('fanOperatingPoint', () => {
  it.each(fans.map((f) => [f.name, f] as const))(
    '%s: electrical power >= air power over its whole range',
    (_n, fan) => {
      const qMax = fan.curve.at(-1)?.qV ?? 1;
      for (let i = 1; i <= 8; i++) {
        for (let j = 0; j <= 8; j++) {
          const q = (qMax * i) / 10;
          const dp = (fan.curve[0]?.dpPa ?? 0) * (j / 10);
          try {
            const p = fanOperatingPoint(fan, q, dp, 1.2, 'supplyFan');
            expect(p.electricalPower).toBeGreaterThanOrEqual(p.airPower);
            expect(p.airPower).toBeCloseTo(q * dp, 9);
            expect(p.speedRatio).toBeLessThanOrEqual(1);
          } catch (error) {
            expect(error).toBeInstanceOf(EngineDutyError);
          }
        }
      }
    },
  );

  it('puts the point on the curve scaled by the affinity laws: q = r q0, dp = r^2 dp0 (rho / 1.2)', () => {
    const fan = fans[0];
    if (!fan) {
      throw new Error('no fan');
    }
    const p = fanOperatingPoint(fan, 0.4, 500, 1.1, 'supplyFan');
    const r = p.speedRatio;
    const point = p.chart.curves.find((c) => c.speedRpm === p.speedRpm);
    expect(point).toBeDefined();
    // The similar point on the maximum-speed curve, scaled back, gives the duty.
    const q0 = 0.4 / r;
    const i = fan.curve.findIndex((c) => c.qV >= q0);
    const a = fan.curve[i - 1];
    const b = fan.curve[i];
    if (!a || !b) {
      throw new Error('outside curve');
    }
    const dp0 = a.dpPa + ((q0 - a.qV) / (b.qV - a.qV)) * (b.dpPa - a.dpPa);
    expect(r * r * dp0 * (1.1 / 1.2)).toBeCloseTo(500, 6);
    expect(p.speedRpm).toBeCloseTo(r * fan.maxSpeedRpm, 9);
    expect(p.sfp).toBeCloseTo(p.electricalPower / 0.4, 9);
    expect(p.nozzleDpPa).toBeCloseTo(Math.pow((0.4 * 3600) / fan.kFactor, 2), 9);
  });

  it('reports sound power per octave 125..8000 Hz, in and out, with totals as the energy sum', () => {
    const fan = fans[1];
    if (!fan) {
      throw new Error('no fan');
    }
    const p = fanOperatingPoint(fan, 0.42, 600, 1.2, 'exhaustFan');
    expect(p.inlet.bandsDb).toHaveLength(7);
    const sum = 10 * Math.log10(p.outlet.bandsDb.reduce((s, l) => s + Math.pow(10, l / 10), 0));
    expect(p.outlet.totalDb).toBeCloseTo(sum, 9);
    expect(p.outlet.totalDbA).toBeLessThan(p.outlet.totalDb);
  });

  it('refuses a pressure above the maximum-speed curve, naming the fan and the pressure it reaches', () => {
    const fan = fans[0];
    if (!fan) {
      throw new Error('no fan');
    }
    expect(() => fanOperatingPoint(fan, 0.5, 5000, 1.2, 'supplyFan')).toThrow(
      /^supplyFan\.dpPa = 5000 Pa is out of reach: 0\.\.\d+(\.\d+)? Pa \(PF 280 S at maximum speed 3950 rpm and 1800 m3\/h\)$/,
    );
    expect(() => fanOperatingPoint(fan, 5, 100, 1.2, 'supplyFan')).toThrow(
      /^supplyFan\.qV = 5 m3\/s is out of reach/,
    );
  });
});

describe('sfpCategory (EN 16798-3:2017)', () => {
  it.each([
    [250, 'SFP 0'],
    [300, 'SFP 0'],
    [301, 'SFP 1'],
    [750, 'SFP 2'],
    [1250, 'SFP 3'],
    [1999, 'SFP 4'],
    [3000, 'SFP 5'],
    [4500, 'SFP 6'],
    [4501, 'SFP 7'],
  ])('%d W/(m3/s) is %s', (sfp, category) => {
    expect(sfpCategory(sfp)).toBe(category);
  });
});

/**
 * The operating-point function on a published curve: Greenheck 12 BIDW at 4250 rpm (ASHRAE-style catalogue data as
 * stored in the Modelica Buildings library, Buildings/Fluid/Movers/Data/Fans/Greenheck/BIDW12.mo: m3/s, static Pa,
 * shaft W), with the impeller efficiency q dp / P_shaft of each published point. No published EC plug-fan curve with
 * electrical input was found; the motor is given a rated efficiency (IEC 60034-2-1 definition: shaft / electrical
 * power at rated load) and rated at the published shaft power of the test point, so it runs at its rated load.
 */
describe('fanOperatingPoint on the published Greenheck 12 BIDW curve', () => {
  const published = [
    [0.941802252816019, 2684.68468468468, 5309.384],
    [1.41392017800028, 2671.17117117117, 6323.536],
    [1.88603810318454, 2536.03603603603, 7188.548],
    [2.36058962592129, 2186.93693693693, 7673.253],
    [2.82784035600056, 1698.19819819819, 7889.506],
    [3.30239187873731, 1191.44144144144, 8090.845],
    [3.77450980392156, 581.081081081081, 7785.108],
  ] as const;
  const base = fans[0];
  if (!base) {
    throw new Error('no fan');
  }
  const greenheck = (ratedPowerW: number): FanModel => ({
    ...base,
    name: 'Greenheck 12 BIDW',
    maxSpeedRpm: 4250,
    curve: published.map(([qV, dpPa, shaft]) => ({ qV, dpPa, efficiency: (qV * dpPa) / shaft })),
    motor: { ...base.motor, ratedPowerW, efficiency: 0.9, partLoadCoefficient: 0.05 },
  });

  it('at a published point and full speed: shaft 7188.5 W, electrical = shaft / 0.9 at rated load (1e-9)', () => {
    const [qV, dpPa, shaft] = published[2];
    const r = fanOperatingPoint(greenheck(shaft), qV, dpPa, 1.2, 'supplyFan');
    expect(r.speedRatio).toBeCloseTo(1, 9);
    expect(r.shaftPower / shaft - 1).toBeCloseTo(0, 9);
    expect(r.electricalPower / (shaft / 0.9) - 1).toBeCloseTo(0, 9);
  });

  it('at 70 % speed the published point scales by the fan laws: q x 0.7, dp x 0.49, shaft x 0.343 (Eck; ISO 5801)', () => {
    const [qV, dpPa, shaft] = published[3];
    const r = fanOperatingPoint(greenheck(shaft), 0.7 * qV, 0.49 * dpPa, 1.2, 'supplyFan');
    expect(r.speedRatio).toBeCloseTo(0.7, 9);
    expect(r.speedRpm).toBeCloseTo(2975, 6);
    expect(r.shaftPower / (0.343 * shaft) - 1).toBeCloseTo(0, 9);
    // Motor at 34.3 % load: eta = 0.9 x 0.343 x 1.05 / (0.343 + 0.05).
    expect(r.electricalPower / ((0.343 * shaft) / ((0.9 * 0.343 * 1.05) / 0.393)) - 1).toBeCloseTo(0, 9);
  });
});

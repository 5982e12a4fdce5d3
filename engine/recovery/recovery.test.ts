/**
 * Heat recovery on every unit type of the catalogue, summer and winter (docs/rules.md#engine-heat-recovery,
 * acceptance 1 and 2). Balances are checked to 0.5 % as the issue asks (the model closes them to rounding),
 * temperatures to 1e-9 K.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, unitType } from '../catalogue/catalogue';
import { en308TemperatureEfficiency } from '../ecodesign/ecodesign';
import { moistAirSpecificHeat } from '../heat-transfer/transport';
import { airState, condensedWaterEnthalpy } from '../psychro';
import type { AirState } from '../psychro';
import type { ExchangerMatrix } from '../catalogue/types';
import { matrixEffectiveness, matrixSide } from './matrix';
import type { MatrixSide } from './matrix';
import { dryAirMassFlow, dryReferenceRecovery, recover } from './recovery';
import type { RecoveryResult } from './recovery';

const P = 101_325;
const state = (tDb: number, rh: number) => airState({ tDb, rh, pressure: P });

/** Seasons without condensation on either side (the extract's dew point stays below the cold outlet). */
const DRY_SEASONS = {
  summer: { outdoor: state(32, 0.4), indoor: state(24, 0.5) },
  winter: { outdoor: state(0, 0.8), indoor: state(20, 0.25) },
};

function run(
  code: number,
  supplyIn: AirState,
  exhaustIn: AirState,
  massFlow = 0.5,
  exhaustMassFlow = massFlow,
) {
  const type = CATALOGUE.unitTypes.find((t) => t.code === code);
  if (!type) {
    throw new Error(`no type ${code}`);
  }
  return recover({ matrix: type.exchanger, supplyIn, exhaustIn, supplyMassFlow: massFlow, exhaustMassFlow });
}

/** Heat gained by the supply stream and lost by the exhaust stream (air and its condensate), W. */
function balance(r: RecoveryResult) {
  const gain = r.supplyMassFlow * (r.supplyOut.h - r.supplyIn.h);
  const condensateHeat = (out: AirState) => r.condensate * condensedWaterEnthalpy(out.tDb);
  const loss =
    r.exhaustMassFlow * (r.exhaustIn.h - r.exhaustOut.h) -
    (r.condensingSide === 'exhaust' ? condensateHeat(r.exhaustOut) : 0) +
    (r.condensingSide === 'supply' ? condensateHeat(r.supplyOut) : 0);
  return { gain, loss };
}

const TYPES = CATALOGUE.unitTypes.map((t) => [t.label, t.code, t.family] as const);

describe.each(TYPES)('%s: physics in both seasons', (_label, code, family) => {
  it.each(Object.entries(DRY_SEASONS))(
    '%s: supply gain = exhaust loss within 0.5 % (balanced, no condensation)',
    (_season, s) => {
      const r = run(code, s.outdoor, s.indoor);
      expect(r.condensate).toBe(0);
      const { gain, loss } = balance(r);
      expect(Math.abs(gain - loss)).toBeLessThanOrEqual(0.005 * Math.abs(gain));
      expect(Math.abs(gain - r.supplyPower)).toBeLessThan(1e-9 * Math.abs(gain));
    },
  );

  it.each(Object.entries(DRY_SEASONS))('%s: no outlet leaves the range of the two inlets', (_season, s) => {
    const r = run(code, s.outdoor, s.indoor);
    const lo = Math.min(s.outdoor.tDb, s.indoor.tDb) - 1e-9;
    const hi = Math.max(s.outdoor.tDb, s.indoor.tDb) + 1e-9;
    for (const out of [r.supplyOut, r.exhaustOut]) {
      expect(out.tDb).toBeGreaterThanOrEqual(lo);
      expect(out.tDb).toBeLessThanOrEqual(hi);
    }
  });

  if (family === 'Plate') {
    it('never changes the supply humidity ratio, in either season, with or without condensation', () => {
      for (const s of [...Object.values(DRY_SEASONS), { outdoor: state(-15, 0.9), indoor: state(22, 0.5) }]) {
        expect(run(code, s.outdoor, s.indoor).supplyOut.w).toBe(s.outdoor.w);
      }
    });
  } else {
    it('moves moisture with the heat: the supply gains water in winter and loses it in summer', () => {
      expect(
        run(code, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor).moistureToSupply,
      ).toBeGreaterThan(0);
      expect(run(code, DRY_SEASONS.summer.outdoor, DRY_SEASONS.summer.indoor).moistureToSupply).toBeLessThan(
        0,
      );
    });
  }
});

describe('sensible exchange (t_out = t_in + eps (C_min / C)(t_other - t_in))', () => {
  it('follows the formula on both sides of a dry plate, balanced and unbalanced (general counterflow form)', () => {
    for (const [ms, me] of [
      [0.5, 0.5],
      [0.5, 0.35],
    ] as const) {
      const r = run(6, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor, ms, me);
      const cs = ms * moistAirSpecificHeat(r.supplyIn.w);
      const ce = me * moistAirSpecificHeat(r.exhaustIn.w);
      const cMin = Math.min(cs, ce);
      const dt = r.exhaustIn.tDb - r.supplyIn.tDb;
      expect(r.supplyOut.tDb).toBeCloseTo(r.supplyIn.tDb + (r.effectiveness.sensible * cMin * dt) / cs, 9);
      expect(r.exhaustOut.tDb).toBeCloseTo(r.exhaustIn.tDb - (r.effectiveness.sensible * cMin * dt) / ce, 9);
    }
  });

  it('reports EN 308 efficiencies eta_t = (t22 - t21) / (t11 - t21) and eta_x', () => {
    const r = run(11, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor);
    expect(r.temperatureEfficiency).toBe(
      en308TemperatureEfficiency(r.supplyIn.tDb, r.exhaustIn.tDb, r.supplyOut.tDb),
    );
    expect(r.humidityEfficiency).toBeCloseTo(
      (r.supplyOut.w - r.supplyIn.w) / (r.exhaustIn.w - r.supplyIn.w),
      12,
    );
  });

  it('loses effectiveness as the face velocity rises (laminar channels: NTU ~ 1 / v)', () => {
    const rotor = CATALOGUE.unitTypes[0]?.exchanger;
    if (!rotor) {
      throw new Error('no rotor');
    }
    const slow = matrixSide(rotor, 0.3, 1.2, 10);
    const fast = matrixSide(rotor, 0.6, 1.2, 10);
    expect(fast.hA).toBeCloseTo(slow.hA, 9);
    expect(fast.dpPa).toBeGreaterThan(1.9 * slow.dpPa);
    const low = run(1, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor, 0.3);
    const high = run(1, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor, 0.6);
    expect(high.effectiveness.ntu).toBeCloseTo(low.effectiveness.ntu / 2, 2);
    expect(high.effectiveness.sensible).toBeLessThan(low.effectiveness.sensible);
  });
});

describe('the condensing plate in winter', () => {
  const cold = { outdoor: state(-15, 0.9), indoor: state(22, 0.5) };
  const r = run(6, cold.outdoor, cold.indoor);

  it('condenses on the exhaust side, releases latent heat to the supply and balances energy with the condensate', () => {
    expect(r.condensingSide).toBe('exhaust');
    expect(r.condensate).toBeGreaterThan(0);
    expect(r.exhaustOut.w).toBeLessThan(r.exhaustIn.w);
    expect(r.condensate).toBeCloseTo(r.exhaustMassFlow * (r.exhaustIn.w - r.exhaustOut.w), 12);
    const { gain, loss } = balance(r);
    expect(Math.abs(gain - loss)).toBeLessThan(1e-9 * gain);
    const dry = run(6, cold.outdoor, state(22, 0.05));
    expect(r.temperatureEfficiency ?? 0).toBeGreaterThanOrEqual((dry.temperatureEfficiency ?? 0) - 1e-9);
  });

  it('flags frost when the exhaust leaves below the ice formation limit (-7 C) and not otherwise', () => {
    const frosty = run(6, state(-28, 0.9), state(20, 0.15));
    expect(frosty.exhaustOut.tDb).toBeLessThan(-7);
    expect(frosty.frostRisk).toBe(true);
    expect(run(6, DRY_SEASONS.winter.outdoor, DRY_SEASONS.winter.indoor).frostRisk).toBe(false);
  });
});

describe('dryReferenceRecovery (EU 1253/2014 thermal efficiency: EN 308 dry, balanced, 5 / 25 C)', () => {
  it('is the dry effectiveness at the nominal flow: no condensate, no moisture moved, at least 73 % for every type', () => {
    for (const type of CATALOGUE.unitTypes) {
      const r = dryReferenceRecovery(type.exchanger, type.sizeData.nominalFlowM3h / 3600);
      expect(r.condensate).toBe(0);
      expect(r.moistureToSupply).toBe(0);
      expect(r.temperatureEfficiency ?? 0).toBeGreaterThanOrEqual(0.73);
      expect(r.supplyMassFlow).toBe(r.exhaustMassFlow);
    }
  });

  it('takes the flows at 20 C and the site pressure: m = qV / v(20 C, W, p)', () => {
    expect(dryAirMassFlow(1, 0, P)).toBeCloseTo(P / (287.042 * 293.15), 9);
  });
});

/**
 * The matrix model functions on published cases' own data (the demo catalogue's matrices are not published products):
 * - laminar parallel plates (Shah & London, Laminar Flow Forced Convection in Ducts, 1978: Nu_T 7.541,
 *   f Re 96) with air at 300 K from Incropera & DeWitt, 6th ed., Table A.4 (k 26.3e-3 W/(m K), mu 184.6e-7 Pa s);
 * - the balanced regenerator of the EES heat transfer library, example hs90 (fchartsoftware.com, solution after
 *   Dragutinovic & Baclic): C 50 W/K, matrix 500 J/K per 1 s blow, UA 600 W/K -> epsilon 0.8559. Read as each
 *   blow's hA 600 W/K in series (NTU_0 = 6) and Cr* = 10: Kays & London's eq. 5-62 (Shah & Sekulic, p. 325) gives 0.8560;
 * - counterflow effectiveness at C* = 1, NTU 3: 0.750 (Kays & London, Compact Heat Exchangers, 3rd ed., ch. 2;
 *   Incropera eq. 11.29b: NTU / (1 + NTU)), here reached by the latent NTU of a wheel (ratio 0.75 x NTU 4).
 */
describe('matrix functions against published values', () => {
  const plates: ExchangerMatrix = {
    kind: 'counterflow plate',
    model: 'Shah & London parallel plates',
    material: 'aluminium',
    faceAreaM2: 1,
    porosity: 1,
    hydraulicDiameterM: 0.005,
    flowLengthM: 1,
    nusselt: 7.541,
    frictionRe: 96,
    entryExitLoss: 0,
    latentNtuRatio: 0,
    iceFormationLimitC: -7,
    drive: { controller: '', speedRegulator: '', bypass: '', torqueNm: null, stepMotor: null },
  };

  it('parallel plates, 2.5 mm gap, air at 300 K, 1 m/s: h = 39.67 W/(m2 K), hA 31 734 W/K, dp 35.4 Pa (1 %)', () => {
    const side = matrixSide(plates, 1, 1.1614, 26.85);
    const h = (7.541 * 26.3e-3) / 0.005;
    expect(Math.abs(side.h / h - 1)).toBeLessThan(0.01);
    expect(Math.abs(side.hA / (h * 800) - 1)).toBeLessThan(0.01);
    // Laminar: dp = f Re mu L u / (2 d_h^2), independent of the density.
    expect(Math.abs(side.dpPa / ((96 * 184.6e-7 * 1 * 1) / (2 * 0.005 * 0.005)) - 1)).toBeLessThan(0.01);
  });

  const side = (hA: number): MatrixSide => ({
    qV: 1,
    faceVelocity: 1,
    channelVelocity: 1,
    reynolds: 500,
    h: 1,
    hA,
    dpPa: 0,
  });

  it('EES hs90 balanced regenerator: epsilon 0.8559 within 0.1 %', () => {
    const wheel: ExchangerMatrix = {
      ...plates,
      kind: 'rotary wheel',
      rotor: { diameterMm: 1000, matrixMassKg: 1, matrixSpecificHeat: 500, speedRpm: 60 },
    };
    const eps = matrixEffectiveness(wheel, side(600), 50, side(600), 50, 1);
    expect(eps.ntu).toBeCloseTo(6, 12);
    expect(Math.abs(eps.sensible / 0.8559 - 1)).toBeLessThan(0.001);
  });

  it('a wheel of latent NTU ratio 0.75 at NTU 4 reaches the counterflow 0.750 of NTU 3 (times the rotation factor)', () => {
    const wheel: ExchangerMatrix = {
      ...plates,
      kind: 'rotary wheel',
      latentNtuRatio: 0.75,
      rotor: { diameterMm: 1000, matrixMassKg: 100, matrixSpecificHeat: 900, speedRpm: 10 },
    };
    const eps = matrixEffectiveness(wheel, side(400), 50, side(400), 50, 1);
    expect(eps.ntu).toBeCloseTo(4, 12);
    expect(eps.latent / eps.rotationFactor).toBeCloseTo(0.75, 9);
    expect(eps.sensible / eps.rotationFactor).toBeCloseTo(0.8, 9);
  });
});

describe('the wheel’s frost protection: rotor speed reduction (issue 25)', () => {
  const wheel = CATALOGUE.unitTypes.find((t) => t.code === 1)!;
  const protection = CATALOGUE.frostProtection['rotary wheel'];
  const input = {
    matrix: wheel.exchanger,
    supplyIn: state(-20, 0.8),
    exhaustIn: state(20, 0.4),
    supplyMassFlow: 0.5,
    exhaustMassFlow: 0.5,
  };

  it('slows the rotor until the exhaust leaves at the card’s ice formation limit', () => {
    const bare = recover(input);
    expect(bare.exhaustOut.tDb).toBeLessThan(wheel.exchanger.iceFormationLimitC);
    expect(bare.frost.protection).toBe('none');
    const slowed = recover({ ...input, frostProtection: protection });
    expect(slowed.frostRisk).toBe(true);
    expect(slowed.frost.protection).toBe('speedReduction');
    expect(slowed.exhaustOut.tDb).toBeCloseTo(wheel.exchanger.iceFormationLimitC, 6);
    expect(slowed.frost.rotorSpeedShare).toBeGreaterThan(0);
    expect(slowed.frost.rotorSpeedShare).toBeLessThan(1);
    expect(slowed.temperatureEfficiency!).toBeLessThan(bare.temperatureEfficiency!);
  });

  it('lowers the effectiveness by Kays & London’s rotation factor 1 - 1 / (9 Cr*^1.93) at the slower speed', () => {
    const slowed = recover({ ...input, frostProtection: protection });
    const rotor = wheel.exchanger.rotor!;
    const { effectiveness: e } = slowed;
    // Hand: C* at the reduced speed n s, over C_min = m_min cp(W); the factor the result carries.
    const cMin = 0.5 * moistAirSpecificHeat(Math.min(input.supplyIn.w, input.exhaustIn.w));
    const crStar =
      (rotor.matrixMassKg * rotor.matrixSpecificHeat * rotor.speedRpm * slowed.frost.rotorSpeedShare) /
      60 /
      cMin;
    expect(e.rotationFactor).toBeCloseTo(1 - 1 / (9 * crStar ** 1.93), 3);
    expect(e.rotationFactor).toBeLessThan(0.95);
  });

  it('leaves the wheel at full speed when its exhaust stays above the limit', () => {
    const mild = recover({ ...input, supplyIn: state(-5, 0.8), frostProtection: protection });
    expect(mild.frost.protection).toBe('none');
    expect(mild.frost.rotorSpeedShare).toBe(1);
  });
});

describe('a plate’s frost stage as the outdoor air warms (issue 25: no flip between bypass and preheater)', () => {
  // The Novi Sad unit: P 12 at 6 720 m3/h, room 20 C / 40 %, dry winter air (1.2 g/kg, capped at saturation).
  const type = unitType(10);
  const room = airState({ tDb: 20, rh: 0.4, pressure: 99_900 });
  const at = (tDb: number) => {
    const outdoor = airState({ tDb, rh: 1, pressure: 99_900 });
    const supplyIn = outdoor.w > 0.0012 ? airState({ tDb, w: 0.0012, pressure: 99_900 }) : outdoor;
    return recover({
      matrix: type.exchanger,
      supplyIn,
      exhaustIn: room,
      supplyMassFlow: dryAirMassFlow(6720 / 3600, supplyIn.w, 99_900),
      exhaustMassFlow: dryAirMassFlow(6720 / 3600, room.w, 99_900),
      frostProtection: CATALOGUE.frostProtection[type.exchanger.kind],
    }).frost;
  };
  const RANK = { none: 0, faceAndBypass: 1, preheater: 2, speedReduction: 3 } as const;

  it('steps down from preheater to bypass to none, the bypass share falling, never back', () => {
    let previous = at(-16);
    expect(previous.protection).toBe('preheater');
    const seen = new Set<string>();
    for (let tDb = -15.5; tDb <= -2; tDb += 0.5) {
      const frost = at(tDb);
      seen.add(frost.protection);
      expect(RANK[frost.protection], `${tDb} C: ${frost.protection}`).toBeLessThanOrEqual(
        RANK[previous.protection],
      );
      if (frost.protection === 'faceAndBypass' && previous.protection === 'faceAndBypass') {
        expect(frost.bypassFraction).toBeLessThan(previous.bypassFraction);
      }
      previous = frost;
    }
    expect([...seen].sort()).toEqual(['faceAndBypass', 'none', 'preheater']);
  });

  it('holds the corner by bypass at -7.5 C where it does at -10 C (the wall continuous where the exhaust leaves saturation)', () => {
    // Before engine 2.6.0 the bypass's largest share warmed the exhaust out of saturation, the corner took the dry
    // film, and -7.5 C (but not -10 C) went to the preheater.
    expect(at(-10).protection).toBe('faceAndBypass');
    const mild = at(-7.5);
    expect(mild.protection).toBe('faceAndBypass');
    expect(mild.preheaterPowerW).toBe(0);
    expect(mild.wallC! - mild.limitC).toBeGreaterThanOrEqual(0);
    expect(mild.wallC! - mild.limitC).toBeLessThan(1e-6);
  });
});

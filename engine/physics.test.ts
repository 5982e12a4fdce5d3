/**
 * The physics an application engineer checks first (issue 16): fan heat, frost at the plates' cold corner, no
 * moisture through a plate, the coils' reachable range, sound by octave band.
 */
import { describe, expect, it } from 'vitest';
import {
  A_WEIGHTING_DB,
  levelSum,
  measurementSurface,
  soundPressureFromPower,
  UNIT_OCTAVE_BANDS_HZ,
  unitSoundPower,
} from './acoustics';
import { CATALOGUE, unitType } from './catalogue/catalogue';
import { EngineDutyError } from './errors';
import { moistAirSpecificHeat } from './heat-transfer/transport';
import { fanRise, select, seasonRecovery } from './select';
import type { SelectionInput } from './select';
import { defaultSelection } from './test/selection';

/** P 06 (code 8) at 2400 m3/h, the frost case: -25 C outdoor (rh 0.9), 22 C / 50 % indoor. */
const P06_FROST = defaultSelection({
  unitTypeId: 8,
  flowSupplyM3h: 2400,
  flowReturnM3h: 2400,
  winter: { outdoor: { tDb: -25, rh: 0.9 }, indoor: { tDb: 22, rh: 0.5 }, supplyTDb: 22 },
});

describe('fan heat', () => {
  // Source: ASHRAE Handbook Fundamentals 2017 ch. 18, Table 4 and eq. 4: a motor and its driven equipment both in
  // the air stream (an EC plug fan: motor and electronics in the air) give the whole electrical input
  // q = P / E_M to the air. The fan warms the air after it by P_el / (m_da cp).
  it('the air after each fan carries its electrical power (ASHRAE Fundamentals 2017 ch. 18 Table 4): m cp dT = P_el, both seasons', () => {
    const r = select(defaultSelection());
    for (const [season, recovered] of [
      [r.fanHeat.summer, r.recovery.summer],
      [r.fanHeat.winter, r.recovery.winter],
    ] as const) {
      for (const [fan, massFlow, heat] of [
        [r.fans.supply, recovered.supplyMassFlow, season.supply],
        [r.fans.exhaust, recovered.exhaustMassFlow, season.exhaust],
      ] as const) {
        const seen = massFlow * (heat.airOut.h - heat.airIn.h);
        expect(Math.abs(seen / fan.electricalPower - 1)).toBeLessThan(1e-9);
        expect(heat.airOut.w).toBe(heat.airIn.w);
        const rise = heat.airOut.tDb - heat.airIn.tDb;
        expect(
          Math.abs(massFlow * moistAirSpecificHeat(heat.airIn.w) * rise - fan.electricalPower),
        ).toBeLessThan(1e-6 * fan.electricalPower);
      }
    }
    // R 03 at 1120 m3/h: about 0.4 kW per fan, about 1 K.
    expect(r.fanHeat.winter.supply.riseK).toBeGreaterThan(0.3);
    expect(r.fanHeat.winter.supply.riseK).toBeLessThan(2);
  });

  it('the supply target holds after the fan: the cooler and the heater aim the fan rise lower (draw-through)', () => {
    const r = select(defaultSelection());
    expect(r.fanHeat.summer.supply.airOut.tDb).toBeCloseTo(18, 9);
    expect(r.fanHeat.winter.supply.airOut.tDb).toBeCloseTo(22, 9);
    expect(r.cooler?.airOut.tDb).toBeCloseTo(18 - r.fanHeat.summer.supply.riseK, 9);
    expect(r.heater?.airOut.tDb).toBeCloseTo(22 - r.fanHeat.winter.supply.riseK, 9);
    // The fan follows the coil: its air in is the coil's air out.
    expect(r.fanHeat.summer.supply.airIn).toEqual(r.cooler?.airOut);
    // The exhaust fan sits after the recovery.
    expect(r.fanHeat.winter.exhaust.airIn).toEqual(r.recovery.winter.exhaustOut);
    // A 0.88 kW fan at 0.9 kg/s warms by about 0.97 K (the figure, checked through fanRise).
    expect(fanRise(880, 0.9, 0.008)).toBeCloseTo(880 / (0.9 * (1006 + 1860 * 0.008)), 12);
  });

  it('a coil given by capacity keeps its capacity; the supply after the fan is warmer by the fan rise', () => {
    const r = select(
      defaultSelection({ heater: { medium: 'water', fluidTIn: 60, fluidTOut: 40, capacityW: 3000 } }),
    );
    expect(r.heater?.capacity).toBeCloseTo(3000, 6);
    expect(r.fanHeat.winter.supply.airOut.tDb - (r.heater?.airOut.tDb ?? 0)).toBeCloseTo(
      r.fanHeat.winter.supply.riseK,
      12,
    );
  });
});

describe('frost at the cold corner (plates and membrane)', () => {
  it('P 06 at -25 C outdoor, 22 C / 50 % indoor: protection acts, efficiency below the dry value, heater sized from it', () => {
    const r = select(P06_FROST);
    const w = r.recovery.winter;
    expect(w.frostRisk).toBe(true);
    expect(w.frost.wallUnprotectedC ?? 0).toBeLessThan(w.frost.limitC);
    expect(w.frost.protection).not.toBe('none');
    // The protected state keeps the corner at the limit (to 1e-6 K).
    expect(Math.abs((w.frost.wallC ?? 0) - w.frost.limitC)).toBeLessThan(1e-6);
    expect(w.temperatureEfficiency ?? 1).toBeLessThan(r.recovery.dryReference.temperatureEfficiency ?? 0);
    expect(w.temperatureEfficiency ?? 1).toBeLessThan(w.frost.unprotectedEfficiency ?? 0);
    // The heater takes the protected supply air.
    expect(r.heater?.airIn).toEqual(w.supplyOut);
    // The start temperature: between -20 and 0 C, and there the unprotected corner meets the limit.
    const start = r.recovery.frostProtectionStartC ?? 0;
    expect(start).toBeGreaterThan(-20);
    expect(start).toBeLessThan(0);
    const atStart = seasonRecovery(
      unitType(8),
      { outdoor: { tDb: start, rh: 0.9 }, indoor: P06_FROST.winter.indoor },
      2400,
      2400,
      r.site.pressure,
      false,
    );
    expect(Math.abs((atStart.frost.wallUnprotectedC ?? 0) - atStart.frost.limitC)).toBeLessThan(0.05);
    // The figures of this engine version (docs/engine.md, "Frost at the cold corner"): protection from -7.5 C; the
    // bypass cannot hold at -25 C, the preheater lifts the outdoor air to -7.5 C with 13.9 kW; eta_t 54.4 %
    // (unprotected 87.0 %). Pinned so that a change of a few percent in a coefficient shows.
    expect(start).toBeCloseTo(-7.5, 1);
    expect(w.frost.protection).toBe('preheater');
    expect(w.frost.preheaterPowerW / 13_936).toBeCloseTo(1, 2);
    expect(w.temperatureEfficiency ?? 0).toBeCloseTo(0.544, 2);
    expect(w.frost.unprotectedEfficiency ?? 0).toBeCloseTo(0.87, 2);
  });

  it('ice is never a steady heat gain: the unprotected plate at -25 C stays below its dry-reference efficiency', () => {
    // The issue: booking the freezing heat lifted the efficiency to 0.89 with the supply at 16.9 C.
    const bare = seasonRecovery(unitType(8), P06_FROST.winter, 2400, 2400, 101_325, false);
    expect(bare.frost.protection).toBe('none');
    expect(bare.supplyOut.tDb).toBeLessThan(16.5);
    // Energy: what the supply gains is what the exhaust air and its condensate (as liquid) give up.
    const gain = bare.supplyMassFlow * (bare.supplyOut.h - bare.supplyIn.h);
    const loss =
      bare.exhaustMassFlow * (bare.exhaustIn.h - bare.exhaustOut.h) -
      bare.condensate * 4186 * bare.exhaustOut.tDb;
    expect(Math.abs(gain / loss - 1)).toBeLessThan(1e-6);
  });

  it('every plate and membrane size: protection at -25 C keeps the corner at the limit, none at +5 C', () => {
    for (const type of CATALOGUE.unitTypes.filter((t) => t.family !== 'Rotary')) {
      const flow = type.sizeData.nominalFlowM3h;
      const season = (t: number) => ({ outdoor: { tDb: t, rh: 0.9 }, indoor: { tDb: 22, rh: 0.5 } });
      const cold = seasonRecovery(type, season(-25), flow, flow, 101_325);
      expect(cold.frostRisk, type.label).toBe(true);
      expect((cold.frost.wallC ?? 0) - cold.frost.limitC, type.label).toBeGreaterThanOrEqual(-1e-6);
      expect(seasonRecovery(type, season(5), flow, flow, 101_325).frost.protection, type.label).toBe('none');
    }
  });
});

describe('dry air through a unit', () => {
  it('rh 0 outdoor and indoor is a valid position for the wheel, the plate and the membrane', () => {
    for (const code of [3, 8, 13]) {
      const r = select(
        defaultSelection({
          unitTypeId: code,
          flowSupplyM3h: 2400,
          flowReturnM3h: 2400,
          winter: { outdoor: { tDb: -12, rh: 0 }, indoor: { tDb: 20, rh: 0 }, supplyTDb: 22 },
          heater: { medium: 'water', fluidTIn: 70, fluidTOut: 50 },
        }),
      );
      expect(r.recovery.winter.supplyOut.w).toBe(0);
      expect(r.recovery.winter.condensate).toBe(0);
      // Dry air cannot frost: no dew point, no protection.
      expect(r.recovery.winter.frost.protection).toBe('none');
      expect(r.fanHeat.winter.supply.airOut.tDb).toBeCloseTo(22, 9);
    }
  });
});

describe('a plate moves no water', () => {
  it('P 06 at 35 C / 70 % summer: condensate on the supply side, humidity efficiency 0, no moisture moved', () => {
    const r = select(
      defaultSelection({
        unitTypeId: 8,
        flowSupplyM3h: 2400,
        flowReturnM3h: 2400,
        summer: { outdoor: { tDb: 35, rh: 0.7 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: 18 },
        cooler: { medium: 'water', fluidTIn: 6, fluidTOut: 12 },
      }),
    );
    const s = r.recovery.summer;
    expect(s.condensate).toBeGreaterThan(0);
    expect(s.condensingSide).toBe('supply');
    expect(s.humidityEfficiency).toBe(0);
    expect(s.moistureToSupply).toBe(0);
    // The membrane does move water.
    const ev = select(defaultSelection({ unitTypeId: 13, flowSupplyM3h: 2400, flowReturnM3h: 2400 }));
    expect(ev.recovery.summer.humidityEfficiency ?? 0).toBeGreaterThan(0.1);
  });
});

// About 340 selections: a generous bound for a shared machine (a bound, not a speed goal).
describe('the coils reach what they say they reach', { timeout: 120_000 }, () => {
  it('no duty error names a target inside its reachable range, and targets inside it are met (sizes 03-12)', () => {
    const codes = [1, 2, 3, 4, 5, 8, 13];
    let errors = 0;
    for (const code of codes) {
      const size = unitType(code).sizeData;
      for (const flow of [size.minFlowM3h, size.nominalFlowM3h, size.maxFlowM3h]) {
        for (const fluidTOut of [12, 15]) {
          // Since issue 26 the coils are chosen for the duty: the sweep goes down to the fluid's 7 C to find limits.
          for (const target of [7.5, 8, 9, 10, 12, 14, 16, 18, 20, 22]) {
            const input: SelectionInput = defaultSelection({
              unitTypeId: code,
              flowSupplyM3h: flow,
              flowReturnM3h: flow,
              fanType: 'Premium',
              summer: { outdoor: { tDb: 34.6, rh: 0.3 }, indoor: { tDb: 26, rh: 0.5 }, supplyTDb: target },
              cooler: { medium: 'water', fluidTIn: 7, fluidTOut },
              heater: { medium: 'water', fluidTIn: 70, fluidTOut: 50 },
            });
            try {
              select(input);
            } catch (error) {
              if (!(error instanceof EngineDutyError) || error.quantity !== 'cooler.tDb') {
                throw error;
              }
              errors++;
              const where = `${code} ${flow} m3/h ${target} C ${fluidTOut} C: ${error.message}`;
              expect(target < error.min || target > error.max, where).toBe(true);
              // The middle of the range it names is met, after the fan.
              const middle = (error.min + error.max) / 2;
              const met = select({ ...input, summer: { ...input.summer, supplyTDb: middle } });
              expect(met.fanHeat.summer.supply.airOut.tDb, where).toBeCloseTo(middle, 6);
            }
          }
        }
      }
    }
    // The sweep reaches coils' limits (otherwise it proves nothing).
    expect(errors).toBeGreaterThan(10);
  });

  it('the same for the heater: winter targets 16..32 C with water 35 C in, 25 or 30 C out', () => {
    let errors = 0;
    for (const code of [1, 2, 3, 4, 5, 8, 13]) {
      const size = unitType(code).sizeData;
      for (const flow of [size.minFlowM3h, size.nominalFlowM3h, size.maxFlowM3h]) {
        for (const fluidTOut of [25, 30]) {
          // Since issue 26 the coils are chosen for the duty: the sweep goes up to the water's 35 C to find limits.
          for (const target of [16, 24, 30, 32, 33, 34, 34.5]) {
            const input: SelectionInput = defaultSelection({
              unitTypeId: code,
              flowSupplyM3h: flow,
              flowReturnM3h: flow,
              fanType: 'Premium',
              winter: { outdoor: { tDb: -12, rh: 0.9 }, indoor: { tDb: 20, rh: 0.4 }, supplyTDb: target },
              heater: { medium: 'water', fluidTIn: 35, fluidTOut },
              cooler: { medium: 'water', fluidTIn: 5, fluidTOut: 10 },
            });
            try {
              select(input);
            } catch (error) {
              if (!(error instanceof EngineDutyError) || error.quantity !== 'heater.tDb') {
                throw error;
              }
              errors++;
              const where = `${code} ${flow} m3/h ${target} C ${fluidTOut} C: ${error.message}`;
              expect(target < error.min || target > error.max, where).toBe(true);
              const middle = (error.min + error.max) / 2;
              const met = select({ ...input, winter: { ...input.winter, supplyTDb: middle } });
              expect(met.fanHeat.winter.supply.airOut.tDb, where).toBeCloseTo(middle, 6);
            }
          }
        }
      }
    }
    expect(errors).toBeGreaterThan(10);
  });
});

describe('sound by octave band 63-8000 Hz', () => {
  it('A-weighting is IEC 61672-1:2013 Table 3 at the octave centres', () => {
    expect(UNIT_OCTAVE_BANDS_HZ).toEqual([63, 125, 250, 500, 1000, 2000, 4000, 8000]);
    expect(A_WEIGHTING_DB).toEqual([-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1]);
  });

  it('levels add as energies: two equal 80 dB give 83.01 dB; a spectrum total is its energy sum', () => {
    expect(levelSum([80, 80])).toBeCloseTo(83.0103, 4);
    const s = unitSoundPower([70, 70, 70, 70, 70, 70, 70, 70]);
    expect(s.totalDb).toBeCloseTo(70 + 10 * Math.log10(8), 10);
    expect(s.totalDbA).toBeCloseTo(levelSum(A_WEIGHTING_DB.map((a) => 70 + a)), 10);
  });

  it('ISO 3744 surface at 1 m around a 2.5 x 1.3 x 1.5 m box: S = 4 (ab + bc + ca); L_p = L_W - 10 lg S', () => {
    const s = measurementSurface(2.5, 1.3, 1.5, 1);
    expect(s).toBeCloseTo(4 * (2.25 * 1.65 + 1.65 * 2.5 + 2.5 * 2.25), 12);
    expect(soundPressureFromPower(80, s)).toBeCloseTo(80 - 10 * Math.log10(s), 12);
  });

  it('each connection is below the bare fan in every band where a component attenuates it; 8 bands everywhere', () => {
    const r = select(defaultSelection());
    const { noise } = r;
    const losses = CATALOGUE.acoustics.insertionLossDb;
    const pairs = [
      [noise.outdoorInlet, noise.bareFan.supplyInlet],
      [noise.supplyOutlet, noise.bareFan.supplyOutlet],
      [noise.extractInlet, noise.bareFan.exhaustInlet],
      [noise.exhaustOutlet, noise.bareFan.exhaustOutlet],
    ] as const;
    for (const [connection, bare] of pairs) {
      expect(connection.bandsDb).toHaveLength(8);
      connection.bandsDb.forEach((level, i) => {
        const attenuated = (losses.outletPlenum[i] ?? 0) > 0 || (losses.inletPlenum[i] ?? 0) > 0;
        expect(level).toBeLessThanOrEqual(bare.bandsDb[i] ?? 0);
        if (attenuated) {
          expect(level).toBeLessThan(bare.bandsDb[i] ?? 0);
        }
      });
      expect(connection.totalDbA).toBeLessThan(bare.totalDbA);
    }
    // The outdoor inlet has coils, exchanger, filter and the inlet chamber before it: their losses add.
    const i1k = 4;
    const path =
      (losses.heater[i1k] ?? 0) +
      (losses.cooler[i1k] ?? 0) +
      (losses.exchanger['rotary wheel'][i1k] ?? 0) +
      (losses.filter[i1k] ?? 0) +
      (losses.inletPlenum[i1k] ?? 0);
    expect(
      (noise.bareFan.supplyInlet.bandsDb[i1k] ?? 0) - (noise.outdoorInlet.bandsDb[i1k] ?? 0),
    ).toBeCloseTo(path, 10);
    // 63 Hz: the fan's 125 Hz band plus the catalogue's offset (0 dB, Graham's spectra).
    expect(noise.bareFan.supplyInlet.bandsDb[0]).toBe(r.fans.supply.inlet.bandsDb[0]);
    // This engine version's figures for the R 03 default (pinned: a few percent in a coefficient shows; 64.26 and 50.65 since
    // the coil friction fix lowered the coil's drop and so the fan's duty; 63.85 and 50.43 since issue 26 chooses the
    // coils for the duty, here a 1-row heater and a 2-row cooler with less drop than the card's 2 and 4 rows).
    expect(noise.outdoorInlet.totalDbA).toBeCloseTo(63.85, 1);
    expect(noise.soundPressureAt1mDbA).toBeCloseTo(50.43, 1);
    // The casing: the rock-wool panels radiate less than the XPS ones; L_p at 1 m below the casing's L_WA.
    const rw = select(defaultSelection({ casing: 'RW' }));
    expect(rw.noise.casingRadiated.totalDbA).toBeLessThan(noise.casingRadiated.totalDbA);
    expect(noise.soundPressureAt1mDbA).toBeCloseTo(
      noise.casingRadiated.totalDbA - 10 * Math.log10(noise.measurementSurfaceM2),
      10,
    );
  });
});

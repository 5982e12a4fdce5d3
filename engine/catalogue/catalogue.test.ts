/**
 * The demo catalogue agrees with itself (part 4 section 2): casing face velocity near 2 m/s at nominal flow, fans that
 * deliver the nominal flow at the worst internal drop + 250 Pa and the size's maximum flow too, motors that cover
 * their curves, exchangers that fit their casing and meet EU 1253/2014's 73 % at nominal flow.
 */
import { describe, expect, it } from 'vitest';
import { EngineDutyError } from '../errors';
import { dryReferenceRecovery } from '../recovery/recovery';
import { fanSelection } from '../select';
import { airflowCalculator, CATALOGUE, unitSizeNote, unitType } from './catalogue';

const TYPES = CATALOGUE.unitTypes.map((t) => [t.label, t] as const);

describe('the demo Compact PRO catalogue', () => {
  it('holds the 15 types of reading (a), one file of data', () => {
    expect(CATALOGUE.unitTypes.map((t) => `${t.code}=${t.label}=${t.family}`)).toEqual([
      '1=R 03=Rotary',
      '2=R 05=Rotary',
      '3=R 06=Rotary',
      '4=R 09=Rotary',
      '5=R 12=Rotary',
      '6=P 03=Plate',
      '7=P 05=Plate',
      '8=P 06=Plate',
      '9=P 09=Plate',
      '10=P 12=Plate',
      '11=EV 03=Enthalpy',
      '12=EV 05=Enthalpy',
      '13=EV 06=Enthalpy',
      '14=EV 09=Enthalpy',
      '15=EV 12=Enthalpy',
    ]);
    expect(unitType(7).label).toBe('P 05');
    expect(() => unitType(16)).toThrow('unitTypeId = 16 is out of range 1..15');
  });

  it.each(TYPES)('%s: casing and filter face velocity at nominal flow about 2 m/s (1.6..2.4)', (_l, t) => {
    const s = t.sizeData;
    const q = s.nominalFlowM3h / 3600;
    expect(q / ((s.internalWidthMm * s.internalHeightMm) / 1e6)).toBeGreaterThan(1.6);
    expect(q / ((s.internalWidthMm * s.internalHeightMm) / 1e6)).toBeLessThan(2.4);
    const filterArea = s.filterCells.reduce((sum, c) => sum + (c.widthMm * c.heightMm * c.count) / 1e6, 0);
    expect(q / filterArea).toBeLessThan(2.4);
    expect(s.externalWidthMm).toBeGreaterThan(s.internalWidthMm);
    expect(s.externalHeightMm).toBeGreaterThan(2 * s.internalHeightMm);
    expect(s.heater.faceWidthMm * s.heater.faceHeightMm).toBe(s.internalWidthMm * s.internalHeightMm);
    // Every circuit runs through the same number of tubes.
    for (const coil of [s.heater, s.cooler]) {
      const tubes =
        Math.floor(coil.faceHeightMm / 1000 / coil.geometry.transversePitchM) * coil.geometry.rows;
      expect(tubes % coil.circuits).toBe(0);
    }
  });

  it.each(TYPES)('%s: the exchanger fits the casing and reaches 73 % dry at nominal flow', (_l, t) => {
    const rotor = t.exchanger.rotor;
    if (rotor) {
      expect(rotor.diameterMm).toBeLessThanOrEqual(t.sizeData.internalWidthMm);
      expect(rotor.diameterMm).toBeLessThanOrEqual(2 * t.sizeData.internalHeightMm + 40);
    }
    const eta =
      dryReferenceRecovery(t.exchanger, t.sizeData.nominalFlowM3h / 3600).temperatureEfficiency ?? 0;
    expect(eta).toBeGreaterThanOrEqual(0.73);
    expect(eta).toBeLessThan(0.95);
  });

  it.each(TYPES)(
    '%s: both fans deliver nominal flow at the worst internal drop + 250 Pa, and the maximum flow',
    (_l, t) => {
      for (const fanType of ['Standard', 'Premium'] as const) {
        for (const flow of [t.sizeData.nominalFlowM3h, t.sizeData.maxFlowM3h]) {
          // The worst internal drop: F9 filters at their design drop, both coils (the cooler wet), dampers, casing.
          const air = fanSelection({
            unitTypeId: t.code,
            flowSupplyM3h: flow,
            flowReturnM3h: flow,
            dropSupplyPa: 250,
            dropReturnPa: 250,
            elevationM: 0,
            coils: 'both',
            filters: { supply: 'F9', return: 'F9' },
            fanType,
            casing: 'XPS',
          });
          for (const fan of [air.fans.supply, air.fans.exhaust]) {
            expect(fan.speedRatio).toBeLessThan(flow === t.sizeData.nominalFlowM3h ? 0.9 : 0.97);
            expect(fan.motorLoad).toBeLessThan(1);
          }
        }
      }
    },
  );

  it('gives every fan a falling curve with efficiencies in 0..1 and a motor covering the curve at maximum speed', () => {
    for (const t of CATALOGUE.unitTypes) {
      for (const fan of Object.values(t.sizeData.fans)) {
        fan.curve.forEach((p, i, curve) => {
          const next = curve[i + 1];
          if (next) {
            expect(next.qV).toBeGreaterThan(p.qV);
            expect(next.dpPa).toBeLessThan(p.dpPa);
          }
          expect(p.efficiency).toBeGreaterThan(0);
          expect(p.efficiency).toBeLessThan(1);
        });
        const maxShaft = Math.max(...fan.curve.map((p) => (p.qV * p.dpPa) / p.efficiency));
        expect(maxShaft).toBeLessThanOrEqual(fan.motor.ratedPowerW);
      }
    }
  });

  it('prices every type and option above zero, the premium options above the standard ones', () => {
    for (const t of CATALOGUE.unitTypes) {
      const p = t.sizeData.prices;
      expect(t.basePriceEur).toBeGreaterThan(0);
      expect(p.filterEur.F9).toBeGreaterThan(p.filterEur.F7);
      expect(p.premiumFansEur).toBeGreaterThan(0);
      expect(p.onePieceEur > 0).toBe(t.sizeData.transportSections.includes(1));
    }
  });
});

describe('airflowCalculator (part 2 section 7; acceptance 3)', () => {
  it('returns the size-03 types of all three families for 1120 / 1120 m3/h, with the deviation note', () => {
    const matches = airflowCalculator(1120, 1120);
    expect(matches.map((m) => m.name)).toEqual(['R 03', 'P 03', 'EV 03']);
    expect(matches[0]).toMatchObject({
      id: 1,
      value: 1,
      nominalFlow: 1500,
      heatRecoveryType: 'Rotary',
      supplyDeviation: -380,
      returnDeviation: -380,
      note: 'Difference between supply flow and nominal flow is -380 m3/h. Difference between return flow and nominal flow is -380 m3/h.',
    });
    expect(unitSizeNote(5, -5)).toBe(
      'Difference between supply flow and nominal flow is 5 m3/h. Difference between return flow and nominal flow is -5 m3/h.',
    );
  });

  it('accepts 600 and 6800 and refuses 599 and 6801 (flow range 600..6800)', () => {
    expect(airflowCalculator(600, 600).length).toBe(3);
    expect(airflowCalculator(6800, 6800).length).toBe(3);
    expect(() => airflowCalculator(599, 600)).toThrow('airFlowSup = 599 m3/h is out of range 600..6800 m3/h');
    expect(() => airflowCalculator(600, 6801)).toThrow(
      'airFlowEha = 6801 m3/h is out of range 600..6800 m3/h',
    );
  });

  it('refuses flows no size serves together, saying which range the smaller flow allows', () => {
    expect(() => airflowCalculator(600, 6800)).toThrow(EngineDutyError);
    expect(() => airflowCalculator(600, 6800)).toThrow(
      'airFlowEha = 6800 m3/h is out of reach: 600..2000 m3/h (no size serves both 600 and 6800 m3/h)',
    );
  });
});

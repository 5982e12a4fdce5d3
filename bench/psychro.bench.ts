/**
 * Full psychrometric state from (tDb, rh, pressure): the engine's airState against PsychroLib's
 * CalcPsychrometricsFromRelHum (the acceptance asks for at least 3 times its throughput), on 200 000 seeded random
 * states (tDb -40..60 C, RH 1..100 %, altitude 0..3000 m), both in this one process.
 */
import psychrolib from 'psychrolib';
import { airState, standardPressure } from '../engine/psychro';
import { randomConditions } from '../engine/test/random';
import type { BenchResult } from './bench';
import { throughput } from './bench';

const REQUIRED_RATIO = 3;

export function run(): BenchResult {
  psychrolib.SetUnitSystem(psychrolib.SI);
  const cases = randomConditions(1, 200_000).map(({ tDb, rh, altitude }) => ({
    tDb,
    rh,
    pressure: standardPressure(altitude),
  }));
  const ours = throughput(cases, (c) => airState(c).tWb);
  const theirs = throughput(
    cases,
    (c) => psychrolib.CalcPsychrometricsFromRelHum(c.tDb, c.rh, c.pressure)[1],
  );
  const ratio = ours / theirs;
  return {
    name: 'psychro: full state from (tDb, rh, pressure)',
    figures: {
      'engine airState, states/s': ours,
      'psychrolib CalcPsychrometricsFromRelHum, states/s': theirs,
      ratio,
    },
    checks: [{ requirement: `ratio >= ${REQUIRED_RATIO}`, ok: ratio >= REQUIRED_RATIO }],
  };
}

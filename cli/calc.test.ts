// The test runs the CLI as a child process, as a user would.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SelectRequest } from '../contracts/calc';
import { LIFE_CYCLE_DEFAULTS } from '../contracts/energy';
import { CATALOGUE } from '../engine/catalogue/catalogue';
import { co2Factors, evaluateAnnual, gridCo2, syntheticYear } from '../engine/energy';
import { select } from '../engine/select';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npx tsx cli/calc.ts <op>` with input on stdin. */
function calc(op: string, input: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/calc.ts', op], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  // npm may print its own warnings on stderr; the CLI's error is the last line.
  const errorLine = run.stderr.trim().split('\n').at(-1) ?? '';
  return {
    status: run.status,
    stdout: run.stdout,
    error: run.status === 0 ? undefined : JSON.parse(errorLine),
  };
}

describe('cli/calc.ts', { timeout: 60_000 }, () => {
  it('state: prints the full state as one JSON object (tWb(7 C, 61 %, 100 000 Pa) = 3.92667 C, relative 1e-3)', () => {
    const run = calc('state', JSON.stringify({ tDb: 7, rh: 0.61, pressure: 100_000 }));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, number>;
    expect(Object.keys(out)).toEqual([
      'tDb',
      'tWb',
      'tDp',
      'rh',
      'w',
      'h',
      'v',
      'rho',
      'pws',
      'pw',
      'pressure',
    ]);
    expect(Math.abs((out.tWb ?? 0) / 3.92667 - 1)).toBeLessThan(1e-3);
  });

  it.each([
    [{ tDb: 'abc', rh: 0.5, altitude: 0 }, 'tDb = "abc" is not a number (C, -100..200)'],
    [{ tDb: 20, rh: 1.5, altitude: 0 }, 'rh = 1.5 is out of range 0..1'],
    [{ tDb: 500, rh: 0.5, altitude: 0 }, 'tDb = 500 C is out of range -100..200 C'],
  ])('state: %o fails with {"error": ...} on stderr and exit code 1', (input, message) => {
    const run = calc('state', JSON.stringify(input));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.error).toEqual({ error: message });
  });

  it('state: dry air (w = 0) answers with its density (ASHRAE: 1.20415 kg/m3 at 20 C, 101 325 Pa, within 1e-4) and no dew point', () => {
    const run = calc('state', JSON.stringify({ tDb: 20, w: 0, pressure: 101_325 }));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { rho: number; tDp: number | null; rh: number };
    expect(Math.abs(out.rho - 1.20415)).toBeLessThan(1e-4);
    expect(out.tDp).toBeNull();
    expect(out.rh).toBe(0);
  });

  it('state: any two of the six properties (rh and h), and a pair that fixes no state is refused naming it', () => {
    const run = calc('state', JSON.stringify({ rh: 0.5, h: 40_000, altitude: 0 }));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { tDb: number; rh: number; h: number };
    expect(out).toMatchObject({ rh: 0.5, h: 40_000 });
    expect(out.tDb).toBeGreaterThan(20);
    expect(out.tDb).toBeLessThan(21);
    const refused = calc('state', JSON.stringify({ tWb: 15, h: 40_000, altitude: 0 }));
    expect(refused.status).toBe(1);
    expect(refused.error.error).toMatch(/^tWb and h do not fix a state/);
  });

  it('process: cools the summer outdoor air to 16 C and reports power and condensate', () => {
    const input = {
      point: { tDb: 35, rh: 0.4, altitude: 0, airflowM3h: 10_000 },
      process: { code: 20, tDb: 16 },
    };
    const run = calc('process', JSON.stringify(input));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      point: { tDb: number; calcParameter: number };
      power: number;
      condensate: number;
    };
    expect(out.point).toMatchObject({ tDb: 16, calcParameter: 10 });
    expect(out.power).toBeLessThan(0);
    expect(out.condensate).toBeGreaterThan(0);
  });

  it('airflow: the calculator query, refused with invalidFlow outside 600..6800', () => {
    const run = calc('airflow', JSON.stringify({ airFlowSup: 1120, airFlowEha: '1120' }));
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { name: string }[]).map((t) => t.name)).toEqual([
      'R 03',
      'P 03',
      'EV 03',
    ]);
    expect(calc('airflow', JSON.stringify({ airFlowSup: 599, airFlowEha: 1120 })).error).toEqual({
      error: 'airFlowSup: Flow must be between 600 and 6800.',
    });
  });

  it('ecodesign: the EU 1253/2014 example (limit 1025) and a case above 2 m3/s (800 + E - F = 820)', () => {
    const example = calc(
      'ecodesign',
      JSON.stringify({ etaT: 0.78, qNom: 1.5, supplyFilter: true, extractFilter: true, sfpInt: 1000 }),
    );
    expect(example.status).toBe(0);
    const out = JSON.parse(example.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ qNomBranch: 'below2', etaTMin: 0.73, filterCorrection: 0, compliant: true });
    expect(out.bonus).toBeCloseTo(150, 9);
    expect(out.sfpIntLimit).toBeCloseTo(1025, 9);
    // E = (0.80 - 0.73) x 3000 = 210, F = 190 (no fine filter on the supply side): 800 + 210 - 190 = 820.
    const above = JSON.parse(
      calc(
        'ecodesign',
        JSON.stringify({ etaT: 0.8, qNom: 2.5, supplyFilter: false, extractFilter: true, sfpInt: 850 }),
      ).stdout,
    ) as { sfpIntLimit: number; qNomBranch: string; compliant: boolean; failures: { criterion: string }[] };
    expect(above.qNomBranch).toBe('from2');
    expect(above.sfpIntLimit).toBeCloseTo(820, 9);
    expect(above.failures.map((f) => f.criterion)).toEqual(['sfpInt']);
    expect(
      calc('ecodesign', JSON.stringify({ qNom: 1, supplyFilter: true, extractFilter: true, sfpInt: 1 }))
        .error,
    ).toEqual({ error: 'etaT: is required for a bidirectional unit' });
  });

  it('select: the /api/calc/select body gives the engine result and the data sheet', () => {
    const body = {
      unitTypeId: 11,
      flowSupplyM3h: 1500,
      flowReturnM3h: 1500,
      elevationM: 0,
      summer: { outdoor: { tDb: 32, rh: 0.4 }, indoor: { tDb: 26, rh: 0.5 } },
      winter: { outdoor: { tDb: -10, rh: 0.8 }, indoor: { tDb: 20, rh: 0.4 } },
    };
    const run = calc('select', JSON.stringify(body));
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      selection: { engineVersion: string };
      dataSheet: { generalProductSpec: { unit: string } };
    };
    expect(out.selection.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(out.dataSheet.generalProductSpec.unit).toBe('EV 03');
  });

  it('annual: a unit on a synthetic year gives the annual answer, the same numbers as the engine evaluation the API uses', () => {
    const selection = {
      unitTypeId: 3,
      flowSupplyM3h: 1500,
      flowReturnM3h: 1500,
      elevationM: 0,
      summer: { outdoor: { tDb: 32, rh: 0.4 }, indoor: { tDb: 26, rh: 0.5 } },
      winter: { outdoor: { tDb: -10, rh: 0.8 }, indoor: { tDb: 20, rh: 0.4 } },
    };
    const monthly = {
      dryBulbTemperatures: [0.5, 2.5, 7, 12.5, 17.5, 21, 23, 22.8, 18, 12.5, 6.5, 1.8],
      wetBulbTemperatures: [-1, 0.5, 4, 8.5, 12.5, 15.5, 17, 17, 13.5, 9.5, 4.5, 0.5],
      meanDailyTemperatureRange: [6, 8, 10, 11, 11, 11, 12, 12, 11, 10, 7, 6],
    };
    const profile = {
      startHour: 7,
      endHour: 19,
      daysPerWeek: 5,
      roomWinterC: 20,
      roomSummerC: 26,
      supplyRule: 'fixed',
      supplyHeatC: 22,
      supplyCoolC: 18,
      outdoorLowC: -10,
      outdoorHighC: 15,
      supplyMaxW: null,
      flowShare: 1,
    } as const;
    const prices = {
      electricityEurPerKWh: 0.2,
      heat: { kind: 'boiler', fuelEurPerKWh: 0.08, efficiency: 0.95 },
      cold: { kind: 'chiller', eer: 3.5 },
    } as const;
    const input = { selection, weather: { kind: 'monthly', monthly }, profile, prices, countryCode: 'FR' };
    const run = calc('annual', JSON.stringify(input));
    expect(run.status, JSON.stringify(run.error)).toBe(0);
    const out = JSON.parse(run.stdout);
    const unit = select(SelectRequest.parse(selection));
    const expected = evaluateAnnual(
      unit,
      CATALOGUE,
      syntheticYear(monthly, unit.site.pressure),
      profile,
      prices,
      LIFE_CYCLE_DEFAULTS,
      co2Factors(prices, gridCo2('FR')),
    );
    expect(out).toEqual(
      JSON.parse(JSON.stringify({ profile, prices, lifeCycle: LIFE_CYCLE_DEFAULTS, ...expected })),
    );
    expect(out.weather.kind).toBe('monthly');
    expect(out.co2.factors.electricityGPerKWh).toBe(56.04);
    // Heater, recovery and frost preheater cover the ventilation heat demand but for the supply fan's heat (issue 25).
    const covered = out.year.heaterKWh + out.year.recoveredHeatKWh + out.year.preheaterKWh;
    expect(covered).toBeLessThan(out.year.ventilationHeatDemandKWh);
    expect(covered).toBeGreaterThan(out.year.ventilationHeatDemandKWh - out.year.fansKWh);

    const refused = calc('annual', JSON.stringify({ ...input, profile: { ...profile, endHour: 6 } }));
    expect(refused.status).toBe(1);
    expect(refused.error.error).toContain('profile.endHour: must not be before startHour');
  });

  it('recovery, coil and fan: the original’s wire fields, answering as recVal, coilVal and fanVal', () => {
    const recovery = calc(
      'recovery',
      JSON.stringify({
        UnitTypeId: '6',
        FlowSupply: '1500',
        FlowReturn: '1500',
        Elevation: '0',
        SummerOutdoorTemperature: '32',
        SummerOutdoorHumidity: '40',
        SummerIndoorTemperature: '26',
        SummerIndoorHumidity: '50',
        WinterOutdoorTemperature: '-10',
        WinterOutdoorHumidity: '80',
        WinterIndoorTemperature: '20',
        WinterIndoorHumidity: '40',
      }),
    );
    expect(recovery.status).toBe(0);
    expect(JSON.parse(recovery.stdout)).toHaveProperty('winterRecCalculation.sup_AirTempOut');
    const coil = calc(
      'coil',
      JSON.stringify({
        UnitTypeId: '6',
        FlowSupply: '1500',
        Elevation: '0',
        Coils: 'heater',
        HeaterTemperatureIn: '60',
        HeaterTemperatureOut: '40',
        HeaterSupplyTemperature: '22',
        CoilInputTemperatureHeater: '12',
        CoilInputHumidityHeater: '30',
      }),
    );
    expect(coil.status).toBe(0);
    expect(JSON.parse(coil.stdout)).toMatchObject({ heating: { temperatureOut: 22 }, cooling: null });
    const fan = calc(
      'fan',
      JSON.stringify({
        UnitTypeId: '6',
        FlowSupply: '2000',
        FlowReturn: '2000',
        DropSupply: '1500',
        DropReturn: '250',
        Elevation: '0',
        Coils: 'without',
        FineFilterClassSupply: 'F7',
      }),
    );
    expect(fan.status).toBe(1);
    expect((fan.error as { error: string }).error).toMatch(
      /^There has been an error with fan calculations\. Please check parameters, and try again\. Reason: supplyFan\.dpPa = /,
    );
  });
});

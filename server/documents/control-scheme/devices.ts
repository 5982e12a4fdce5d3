import type { DocumentContext } from '../context';

/** Signal types at the controller: analogue or digital, input or output. */
export type Signal = 'AI' | 'AO' | 'DI' | 'DO';

export type DeviceKind =
  | 'odaDamperActuator'
  | 'ehaDamperActuator'
  | 'supplyFilterPressure'
  | 'exhaustFilterPressure'
  | 'preheaterController'
  | 'preheaterOverheat'
  | 'preheaterTemperature'
  | 'wheelDrive'
  | 'bypassActuator'
  | 'heaterValve'
  | 'frostThermostat'
  | 'heaterWaterTemperature'
  | 'coolerValve'
  | 'supplyFanMotor'
  | 'exhaustFanMotor'
  | 'odaTemperature'
  | 'supTemperature'
  | 'etaTemperature'
  | 'ehaTemperature'
  | 'etaHumidity';

/** Where a device sits in the scheme: the air path and the column (see control-scheme-pdf.ts COLUMNS). */
export type SchemeColumn =
  'odaEnd' | 'damper' | 'inlet' | 'preheater' | 'recovery' | 'cooler' | 'heater' | 'fan' | 'supEnd';

export interface SchemeDevice {
  tag: string;
  kind: DeviceKind;
  signals: Signal[];
  path: 'supply' | 'exhaust';
  column: SchemeColumn;
  /** Drawn as a square (actuator, motor, valve) or a circle (sensor, switch). */
  symbol: 'actuator' | 'sensor';
}

type DeviceSpec = Omit<SchemeDevice, 'tag'> & { prefix: string };

const spec = (
  prefix: string,
  kind: DeviceKind,
  signals: Signal[],
  path: SchemeDevice['path'],
  column: SchemeColumn,
  symbol: SchemeDevice['symbol'],
): DeviceSpec => ({ prefix, kind, signals, path, column, symbol });

/**
 * The field devices the configuration has, tagged by kind and number (M motors and actuators, V valves with their
 * actuators, PDS differential pressure switches, TS thermostats, TE temperature sensors, ME humidity sensors): the
 * outdoor and exhaust dampers' actuators, temperature sensors at ODA, SUP, ETA, EHA and a humidity sensor on the
 * extract air, the filters' pressure switches when the position asks for differential pressure indicators, the
 * electric frost preheater when the selection has one (E: its step controller with demand and fault, its overheat
 * cut-out and the temperature after it, which the frost protection holds), the exchanger's drive (wheel motor with
 * speed control, or the plate's bypass damper actuator), the coils (cooler: valve
 * with actuator; heater: 3-way valve with actuator, frost thermostat, return water temperature) and the EC fans.
 */
export function schemeDevices(ctx: DocumentContext): SchemeDevice[] {
  const { selection, position } = ctx;
  const specs: DeviceSpec[] = [
    spec('M', 'odaDamperActuator', ['DO', 'DI'], 'supply', 'damper', 'actuator'),
    spec('M', 'ehaDamperActuator', ['DO', 'DI'], 'exhaust', 'damper', 'actuator'),
    spec('TE', 'odaTemperature', ['AI'], 'supply', 'odaEnd', 'sensor'),
    spec('TE', 'supTemperature', ['AI'], 'supply', 'supEnd', 'sensor'),
    spec('TE', 'etaTemperature', ['AI'], 'exhaust', 'supEnd', 'sensor'),
    spec('TE', 'ehaTemperature', ['AI'], 'exhaust', 'odaEnd', 'sensor'),
    spec('ME', 'etaHumidity', ['AI'], 'exhaust', 'supEnd', 'sensor'),
  ];
  if (position.input.differentialPressureIndicator) {
    specs.push(
      spec('PDS', 'supplyFilterPressure', ['DI'], 'supply', 'inlet', 'sensor'),
      spec('PDS', 'exhaustFilterPressure', ['DI'], 'exhaust', 'cooler', 'sensor'),
    );
  }
  if (selection.frostPreheater) {
    specs.push(
      spec('E', 'preheaterController', ['AO', 'DI'], 'supply', 'preheater', 'actuator'),
      spec('TS', 'preheaterOverheat', ['DI'], 'supply', 'preheater', 'sensor'),
      spec('TE', 'preheaterTemperature', ['AI'], 'supply', 'preheater', 'sensor'),
    );
  }
  specs.push(
    selection.unit.family === 'Rotary'
      ? spec('M', 'wheelDrive', ['AO', 'DI'], 'supply', 'recovery', 'actuator')
      : spec('M', 'bypassActuator', ['AO'], 'supply', 'recovery', 'actuator'),
  );
  if (selection.cooler) {
    specs.push(spec('V', 'coolerValve', ['AO'], 'supply', 'cooler', 'actuator'));
  }
  if (selection.heater) {
    specs.push(
      spec('V', 'heaterValve', ['AO'], 'supply', 'heater', 'actuator'),
      spec('TS', 'frostThermostat', ['DI'], 'supply', 'heater', 'sensor'),
      spec('TE', 'heaterWaterTemperature', ['AI'], 'supply', 'heater', 'sensor'),
    );
  }
  specs.push(
    spec('M', 'supplyFanMotor', ['AO', 'DI'], 'supply', 'fan', 'actuator'),
    spec('M', 'exhaustFanMotor', ['AO', 'DI'], 'exhaust', 'inlet', 'actuator'),
  );
  const counters = new Map<string, number>();
  return specs.map(({ prefix, ...device }) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return { tag: `${prefix}${String(n).padStart(2, '0')}`, ...device };
  });
}

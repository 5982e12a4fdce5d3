import { UNUSED, type CoilValRequest, type FanValRequest, type RecValRequest } from '../../../contracts/calc';
import type { PositionInputBody } from '../../../contracts/positions';
import type { z } from 'zod';
import type { WizardValues } from './wizard';

/**
 * The wizard's request bodies (part 2 section 7): recVal, coilVal and fanVal on the seeds' wire format (PascalCase,
 * -99 for an unused value), and the position the calculate / configurator calls store.
 */

/** A blank number goes out as the seeds' sentinel. */
const num = (value: number | null) => value ?? UNUSED;

export function recValBody(v: WizardValues): z.input<typeof RecValRequest> {
  return {
    Guid: v.guid ?? undefined,
    UnitTypeId: num(v.sizeOfUnit),
    FlowSupply: num(v.flowSupply),
    FlowReturn: num(v.flowReturn),
    Elevation: num(v.elevation),
    SummerOutdoorTemperature: num(v.summerOutdoorTemperature),
    SummerOutdoorHumidity: num(v.summerOutdoorHumidity),
    SummerIndoorTemperature: num(v.summerIndoorTemperature),
    SummerIndoorHumidity: num(v.summerIndoorHumidity),
    SummerSupplyTemperature: num(v.summerSupplyTemperature),
    WinterOutdoorTemperature: num(v.winterOutdoorTemperature),
    WinterOutdoorHumidity: num(v.winterOutdoorHumidity),
    WinterIndoorTemperature: num(v.winterIndoorTemperature),
    WinterIndoorHumidity: num(v.winterIndoorHumidity),
    WinterSupplyTemperature: num(v.winterSupplyTemperature),
    HeatRecoveryType: v.heatRecovery ?? undefined,
    HeatRecoverySize: num(v.sizeOfUnit),
    HeaterFluidType: v.heaterType ?? undefined,
    HeaterConcentration: num(v.heaterConcentration),
    Coils: v.coils ?? undefined,
    Area: num(v.area),
    ChangeRate: num(v.changeRate),
    Height: num(v.height),
    DropSupply: num(v.dropSupply),
    DropReturn: num(v.dropReturn),
    DewPointTemperature: num(v.designDewPointTemperature),
    DryBulbTemperature: num(v.designDryBulbTemperature),
    FineFilterClassSupply: v.fineFilterClassSupply ?? undefined,
    FineFilterClassReturn: v.fineFilterClassReturn ?? undefined,
    FanType: v.fanType ?? undefined,
    FanMode: v.fanAdvancedSettings ?? undefined,
    AirflowDirection: v.airflowDirection ?? 0,
  };
}

/** One coil's wire fields: the air target by its input parameter, the fluid target by its own, -99 for the other. */
function coilWire(v: WizardValues, kind: 'heater' | 'cooler') {
  const Prefix = kind === 'heater' ? 'Heater' : 'Cooler';
  const byCapacity = v[`${kind}AirInputParam`] === 'Capacity';
  const byFlow = v[`${kind}WaterInputParam`] === 'Fluid flow';
  const air = v[`${kind}AirInputValue`];
  const water = v[`${kind}WaterInputValue`];
  return {
    [`${Prefix}FluidType`]: v[`${kind}Type`] ?? undefined,
    [`${Prefix}Concentration`]: num(v[`${kind}Concentration`]),
    [`${Prefix}TemperatureIn`]: num(v[`${kind}TemperatureIn`]),
    [`${Prefix}TemperatureOut`]: byFlow ? UNUSED : num(water),
    [`${Prefix}Flow`]: byFlow ? num(water) : UNUSED,
    [`${Prefix}Capacity`]: byCapacity ? num(air) : UNUSED,
    [`${Prefix}SupplyTemperature`]: byCapacity ? UNUSED : num(air),
    [`CoilInputTemperature${Prefix}`]: num(v[`coilInputTemperature${Prefix}`]),
    [`CoilInputHumidity${Prefix}`]: num(v[`coilInputHumidity${Prefix}`]),
  };
}

export function coilValBody(v: WizardValues): z.input<typeof CoilValRequest> {
  const has = (kind: 'heater' | 'cooler') => v.coils === kind || v.coils === 'both';
  return {
    Guid: v.guid ?? undefined,
    UnitTypeId: num(v.sizeOfUnit),
    FlowSupply: num(v.flowSupply),
    Elevation: num(v.elevation),
    WinterOutdoorTemperature: num(v.winterOutdoorTemperature),
    SummerSupplyTemperature: num(v.summerSupplyTemperature),
    WinterSupplyTemperature: num(v.winterSupplyTemperature),
    Coils: v.coils ?? undefined,
    ...(has('heater') ? coilWire(v, 'heater') : {}),
    ...(has('cooler') ? coilWire(v, 'cooler') : {}),
  };
}

export function fanValBody(v: WizardValues): z.input<typeof FanValRequest> {
  return {
    Guid: v.guid ?? undefined,
    UnitTypeId: num(v.sizeOfUnit),
    FlowSupply: num(v.flowSupply),
    FlowReturn: num(v.flowReturn),
    DropSupply: num(v.dropSupply),
    DropReturn: num(v.dropReturn),
    Elevation: num(v.elevation),
    Coils: v.coils ?? undefined,
    FanType: v.fanType ?? undefined,
    FanMode: v.fanAdvancedSettings ?? undefined,
    FineFilterClassSupply: v.fineFilterClassSupply ?? undefined,
    FineFilterClassReturn:
      (v.filteringAdvancedSettings ? v.fineFilterClassReturn : v.fineFilterClassSupply) ?? undefined,
    Insulation: v.casingQuality ?? undefined,
    DesignDryBulbTemperature: num(v.designDryBulbTemperature),
    DesignDewPointTemperature: num(v.designDewPointTemperature),
    DesignWetBulbTemperature: num(v.designWetBulbTemperature),
    WinterOutdoorTemperature: num(v.winterOutdoorTemperature),
  };
}

/** The position to store: every field, the return filter class as it applies, and the browser's clock. */
export function positionBody(v: WizardValues, now: Date): PositionInputBody {
  return {
    ...v,
    fineFilterClassReturn: v.filteringAdvancedSettings ? v.fineFilterClassReturn : v.fineFilterClassSupply,
    localDateTime: now.toISOString(),
    timeZone: now.getTimezoneOffset(),
  } as unknown as PositionInputBody;
}

import type { MollierPositionState } from '../../lib/mollierDatabaseMode';
import type { Shown } from './summary';

/** The navigation state the revision screen opens the Mollier chart with (docs/rules.md#mollier-database-mode). */
export function mollierStateOf(position: Shown & { id: number }, admin: boolean): MollierPositionState {
  const p = position;
  return {
    name: p.name,
    revisionNumber: p.revisionNumber,
    projectItemId: p.id,
    elevation: p.elevation,
    flowSupply: p.flowSupply,
    flowReturn: p.flowReturn,
    summerOutdoorTemperature: p.summerOutdoorTemperature,
    summerOutdoorHumidity: p.summerOutdoorHumidity,
    summerIndoorTemperature: p.summerIndoorTemperature,
    summerIndoorHumidity: p.summerIndoorHumidity,
    winterOutdoorTemperature: p.winterOutdoorTemperature,
    winterOutdoorHumidity: p.winterOutdoorHumidity,
    winterIndoorTemperature: p.winterIndoorTemperature,
    winterIndoorHumidity: p.winterIndoorHumidity,
    summerWetBulbTemperature: p.summerWetBulbTemperature,
    summerDewPointTemperature: p.summerDewPointTemperature,
    summerSupplyTemperature: p.summerSupplyTemperature,
    winterSupplyTemperature: p.winterSupplyTemperature,
    coils: p.coils,
    sizeOfUnit: p.sizeOfUnit,
    admin,
  };
}

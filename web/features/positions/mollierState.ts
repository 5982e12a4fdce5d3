import type { MollierPositionState } from '../../lib/mollierDatabaseMode';
import type { Shown } from './summary';

/** The navigation state the revision screen opens the Mollier chart with (docs/rules.md#mollier-database-mode). */
export function mollierStateOf(position: Shown & { id: number }, admin: boolean): MollierPositionState {
  const p = position;
  return {
    name: p.name,
    revisionNumber: p.revisionNumber,
    projectItemId: p.id,
    elevationM: p.elevationM,
    flowSupplyM3h: p.flowSupplyM3h,
    flowReturnM3h: p.flowReturnM3h,
    summerOutdoorTDb: p.summerOutdoorTDb,
    summerOutdoorRhPct: p.summerOutdoorRhPct,
    summerIndoorTDb: p.summerIndoorTDb,
    summerIndoorRhPct: p.summerIndoorRhPct,
    winterOutdoorTDb: p.winterOutdoorTDb,
    winterOutdoorRhPct: p.winterOutdoorRhPct,
    winterIndoorTDb: p.winterIndoorTDb,
    winterIndoorRhPct: p.winterIndoorRhPct,
    summerOutdoorTWb: p.summerOutdoorTWb,
    summerOutdoorTDp: p.summerOutdoorTDp,
    summerSupplyTDb: p.summerSupplyTDb,
    winterSupplyTDb: p.winterSupplyTDb,
    coils: p.coils,
    unitTypeId: p.unitTypeId,
    admin,
  };
}

import { queryOptions } from '@tanstack/react-query';
import { energyApi } from '../../api/energy';
import { positionsApi } from '../../api/positions';
import { queryKeys } from '../../api/queries';
import type { MollierPositionState } from '../../lib/mollierDatabaseMode';

/** The Mollier points of a stored position's revision (database mode); none without a position. */
export const mollierPointsQuery = (position: MollierPositionState | null) => {
  const admin = position?.admin === true;
  return queryOptions({
    queryKey: queryKeys.positions.mollier(position?.projectItemId, position?.revisionNumber, admin),
    queryFn: () => positionsApi.mollier(position!.projectItemId!, position!.revisionNumber, admin),
    enabled: position?.projectItemId !== undefined,
    retry: false,
  });
};

/** The hourly year of a position's project, read once per position. */
export const weatherYearQuery = (positionId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.positions.weatherYear(positionId),
    queryFn: () => energyApi.weatherYear(positionId!),
    enabled: enabled && positionId !== undefined,
    retry: false,
    staleTime: Infinity,
  });

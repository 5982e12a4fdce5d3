import { queryOptions } from '@tanstack/react-query';
import { poolApi } from '../../api/pool';
import { queryKeys } from '../../api/queries';

/** One pool position with its unit. */
export const poolPositionQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.pool.one(id),
    queryFn: () => poolApi.one(id!),
    enabled: id !== undefined,
    retry: false,
  });

/** The HYDRApro units that move the air one unit must (m3/h); asked for only with a positive air volume. */
export const poolUnitsQuery = (airPerUnitM3h: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.catalogue.poolUnits(airPerUnitM3h),
    queryFn: () => poolApi.types(airPerUnitM3h!),
    enabled: airPerUnitM3h !== undefined && airPerUnitM3h > 0,
  });

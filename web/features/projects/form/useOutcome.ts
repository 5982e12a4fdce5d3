import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onData` or `onError` once per outcome of `query` for `request`: a new request with a cached answer applies
 * it again (a new location overwrites typed values, as it always did).
 */
export function useOutcome<T>(
  query: UseQueryResult<T>,
  request: unknown,
  onData: (data: T) => void,
  onError: () => void,
) {
  const data = useEffectEvent(onData);
  const error = useEffectEvent(onError);
  useEffect(() => {
    if (query.isSuccess) {
      data(query.data);
    } else if (query.isError) {
      error();
    }
  }, [request, query.isSuccess, query.isError, query.data]);
}

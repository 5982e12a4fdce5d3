import { queryOptions } from '@tanstack/react-query';
import { documentsApi, type DocumentTarget } from '../../api/documents';
import { queryKeys } from '../../api/queries';

/** A revision's technical card as a PDF to show inline. */
export const technicalCardQuery = (target: DocumentTarget) =>
  queryOptions({
    queryKey: queryKeys.documents.view(target),
    queryFn: () => documentsApi.view(target),
    retry: false,
  });

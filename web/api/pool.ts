import {
  PoolDeletedResponse,
  PoolPositionListResponse,
  PoolPositionResponse,
  PoolTypesResponse,
  type PoolPositionInputBody,
} from '../../contracts/pool';
import { apiCall } from './client';

/** The typed calls of the pool calculator, the pool position view and the project's hydra table
 * (docs/rules.md#pool-calculator). */
export const poolApi = {
  create: (body: PoolPositionInputBody) =>
    apiCall('POST', '/project/item/hydra/create', PoolPositionResponse, body).then((a) => a.data.data),
  edit: (id: number, body: PoolPositionInputBody) =>
    apiCall('PUT', '/project/item/hydra/edit', PoolPositionResponse, { ...body, id }).then(
      (a) => a.data.data,
    ),
  one: (id: number) =>
    apiCall('GET', `/project/items/hydra/one?id=${id}`, PoolPositionResponse).then((a) => a.data.data),
  remove: (id: number) => apiCall('DELETE', `/project/item/hydra/delete?id=${id}`, PoolDeletedResponse),
  /** A copy of pool position `id` (issue 30) in `targetProjectId`, else its own project. */
  copy: (id: number, targetProjectId?: number) =>
    apiCall('POST', '/project/item/hydra/copy', PoolPositionResponse, {
      id,
      ...(targetProjectId === undefined ? {} : { targetProjectId }),
    }).then((a) => a.data.data),
  /** The project's pool positions; `admin`: through the admin variant, for another user's project. */
  all: (projectId: number, admin = false) =>
    apiCall(
      'GET',
      `/project/items/hydra/${admin ? 'allByAdmin' : 'all'}?projectId=${projectId}`,
      PoolPositionListResponse,
    ).then((a) => a.data.data),
  /** Catalogue entries whose maximum air volume covers `airM3h` (the air one unit moves). */
  types: (airM3h: number) =>
    apiCall('GET', `/project/item/hydra/getTypes?maxRequiredAir=${airM3h}`, PoolTypesResponse).then(
      (a) => a.data.data,
    ),
};

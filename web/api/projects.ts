import {
  BasicChartResponse,
  UnitCostsChartResponse,
  UnitTypesChartResponse,
  type DashboardFilter,
} from '../../contracts/dashboard';
import {
  AqiCurrentResponse,
  AqiYearlyResponse,
  ConditionsResponse,
  ElectricityResponse,
  ElevationResponse,
  GeoReverseResponse,
  GeoSearchResponse,
} from '../../contracts/locations';
import {
  ProjectCopiedResponse,
  ProjectCreatedResponse,
  ProjectDeletedResponse,
  ProjectEditedResponse,
  ProjectListResponse,
  ProjectResponse,
  type ProjectInputBody,
  type ProjectSortColumn,
} from '../../contracts/projects';
import { PositionResponse } from '../../contracts/users';
import { apiCall } from './client';

/** A page of the projects grid: index from 0, size 10, 20 or 100, an optional sort column. */
export interface ProjectPage {
  page: number;
  pageSize: number;
  sortBy?: ProjectSortColumn;
  sortOrder?: 'asc' | 'desc';
}

/** The typed calls of the project screens and the dashboard (docs/rules.md#project-form, docs/rules.md#dashboard). */
const at = (lat: number, lng: number) => `lat=${lat}&lng=${lng}`;
const filterQuery = ({ col, op, val }: DashboardFilter) =>
  `col=${encodeURIComponent(col)}&op=${encodeURIComponent(op)}&val=${encodeURIComponent(val)}`;

export const projectApi = {
  savedPosition: () => apiCall('GET', '/users/long-lat', PositionResponse).then((a) => a.data),
  search: (q: string) =>
    apiCall('GET', `/geo/search?q=${encodeURIComponent(q)}`, GeoSearchResponse).then((a) => a.data),
  reverse: (lat: number, lng: number) =>
    apiCall('GET', `/geo/reverse?${at(lat, lng)}`, GeoReverseResponse).then((a) => a.data),
  elevation: (lat: number, lng: number) =>
    apiCall('GET', `/geo/elevation?${at(lat, lng)}`, ElevationResponse).then((a) => a.data.elevation),
  conditions: (lat: number, lng: number) =>
    apiCall('GET', `/project/location-params/conditions?${at(lat, lng)}`, ConditionsResponse).then(
      (a) => a.data,
    ),
  aqiCurrent: (lat: number, lng: number) =>
    apiCall('GET', `/project/location-params/aqiCurrent?${at(lat, lng)}`, AqiCurrentResponse).then(
      (a) => a.data,
    ),
  aqiYearly: (lat: number, lng: number) =>
    apiCall('GET', `/project/location-params/aqiYearly?${at(lat, lng)}`, AqiYearlyResponse).then(
      (a) => a.data,
    ),
  electricity: (countryCode: string) =>
    apiCall(
      'GET',
      `/project/location-params/electricity?countryShortCode=${encodeURIComponent(countryCode)}`,
      ElectricityResponse,
    ).then((a) => a.data),
  one: (id: number, admin = false) =>
    apiCall(
      'GET',
      admin ? `/project/oneByAdmin?projectId=${id}` : `/project/one?id=${id}`,
      ProjectResponse,
    ).then((a) => a.data),
  create: (body: ProjectInputBody) =>
    apiCall('POST', '/project/create-project', ProjectCreatedResponse, body).then((a) => a.data.id),
  /** Saves project `id`; `version` is the one it was read at (a stale one answers 409: see isStaleEdit). */
  edit: (id: number, body: ProjectInputBody, version?: number) =>
    apiCall('PUT', '/project/edit', ProjectEditedResponse, { ...body, id, version }).then((a) => a.data.data),
  remove: (id: number) => apiCall('DELETE', `/project/delete?id=${id}`, ProjectDeletedResponse),
  /** A copy of project `projectId` with its positions' active revisions and pool positions (issue 30); the copy's id. */
  copy: (projectId: number) =>
    apiCall('POST', '/project/copy', ProjectCopiedResponse, { projectId }).then((a) => a.data.id),
  all: () => apiCall('GET', '/project/all', ProjectListResponse).then((a) => a.data.data),
  /** One page of the projects grid under the dashboard filter, sorted on the server, with the filtered total. */
  page: (filter: DashboardFilter, page: ProjectPage) => {
    const params = new URLSearchParams({
      ...filter,
      page: String(page.page),
      pageSize: String(page.pageSize),
      ...(page.sortBy ? { sortBy: page.sortBy, sortOrder: page.sortOrder ?? 'asc' } : {}),
    });
    return apiCall('GET', `/project/all?${params.toString()}`, ProjectListResponse).then((a) => ({
      rows: a.data.data,
      total: a.data.total ?? a.data.data.length,
    }));
  },
  basicChart: (filter: DashboardFilter) =>
    apiCall('GET', `/home/basicChart?${filterQuery(filter)}`, BasicChartResponse).then((a) => a.data.data),
  unitCostsChart: (filter: DashboardFilter) =>
    apiCall('GET', `/home/unitCostsChart?${filterQuery(filter)}`, UnitCostsChartResponse).then(
      (a) => a.data.data,
    ),
  unitTypesChart: (filter: DashboardFilter) =>
    apiCall('GET', `/home/unitTypesChart?${filterQuery(filter)}`, UnitTypesChartResponse).then(
      (a) => a.data.data,
    ),
};

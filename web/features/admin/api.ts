import { AdminAuditResponse, AdminUserResponse } from '../../../contracts/admin';
import { ProjectListResponse } from '../../../contracts/projects';
import { AllUsersResponse, type Role } from '../../../contracts/users';
import { apiCall } from '../../api/client';

/** The admin panel's calls (issue 10); the server answers each one 403 to a non-administrator. */
export const adminApi = {
  users: () => apiCall('GET', '/users/all', AllUsersResponse).then((a) => a.data.data),
  projects: () => apiCall('GET', '/project/allAdmin', ProjectListResponse).then((a) => a.data.data),
  setRole: (id: string, role: Role) =>
    apiCall('PUT', `/admin/users/${id}/role`, AdminUserResponse, { role }).then((a) => a.data),
  setDisabled: (id: string, disabled: boolean) =>
    apiCall('PUT', `/admin/users/${id}/disabled`, AdminUserResponse, { disabled }).then((a) => a.data),
  /** Every audited account change, newest first. */
  audit: () => apiCall('GET', '/admin/audit', AdminAuditResponse).then((a) => a.data.data),
};

import { useQuery } from '@tanstack/react-query';
import { UserProfileResponse, type UserProfile } from '../../../contracts/users';
import { apiCall } from '../../api/client';
import { queryKeys } from '../../api/queries';

/** The cache key of the caller's profile: login fills it, the account page reads and updates it. */
export const PROFILE_QUERY_KEY = queryKeys.profile;

/** `GET /users/jwt`: the caller's profile. */
export const fetchProfile = (): Promise<UserProfile> =>
  apiCall('GET', '/users/jwt', UserProfileResponse).then((answer) => answer.data);

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
}

import { useQuery } from '@tanstack/react-query';
import { UserProfileResponse, type UserProfile } from '../../../contracts/users';
import { apiCall } from '../../api/client';

/** The cache key of the caller's profile: login fills it, the account page reads and updates it. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** `GET /users/jwt`: the caller's profile. */
export const fetchProfile = (): Promise<UserProfile> =>
  apiCall('GET', '/users/jwt', UserProfileResponse).then((answer) => answer.data);

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
}

import { useUserListLoader } from '@/features/accounts/api/load-user-list';

/** Loads a director's user list as soon as he is signed in (see the users feature). */
export function UserListLoader() {
  useUserListLoader();
  return null;
}

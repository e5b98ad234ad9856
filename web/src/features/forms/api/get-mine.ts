import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FORMS_KEY } from './keys';

/** The published self-service forms the signed-in father may fill (never a screening). */
export function getMyForms() {
  return GET('/api/me/forms', {});
}

/** His own submissions of self-service forms, newest first. */
export function getMySubmissions() {
  return GET('/api/me/submissions', {});
}

export function myFormsQuery() {
  return queryOptions({ queryKey: [...FORMS_KEY, 'mine'], queryFn: getMyForms });
}

export function mySubmissionsQuery() {
  return queryOptions({ queryKey: [...FORMS_KEY, 'mine', 'submissions'], queryFn: getMySubmissions });
}

export function useMyForms() {
  return useQuery(myFormsQuery());
}

export function useMySubmissions() {
  return useQuery(mySubmissionsQuery());
}

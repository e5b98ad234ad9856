import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewSubmission } from './types';

export interface SubmitFormInput {
  fatherId: string;
  submission: NewSubmission;
}

/** 400 names each wrong answer by its question's key; 409 when the form no longer takes submissions. */
export function submitForm({ fatherId, submission }: SubmitFormInput) {
  return POST('/api/fathers/{id}/submissions', { params: { path: { id: fatherId } }, body: submission });
}

export function useSubmitForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitForm,
    // His submissions, his record's flags and follow-ups, and the report's figures (all under PROGRAM_KEY).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}

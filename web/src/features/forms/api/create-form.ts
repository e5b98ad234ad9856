import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { formQuery } from './get-form';
import { FORMS_KEY } from './keys';
import type { NewFormInput } from './types';

/** A new form, a draft of version 1 (directors); 400 names each broken rule at its path (`fields[2].key`). */
export function createForm(input: NewFormInput) {
  return POST('/api/forms', { body: input });
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: (form) => {
      queryClient.setQueryData(formQuery(form.id).queryKey, form);
      return queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    },
  });
}

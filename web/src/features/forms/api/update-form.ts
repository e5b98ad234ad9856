import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { formQuery } from './get-form';
import { FORMS_KEY } from './keys';
import type { FormInput } from './types';

/** Changes a draft (directors); 400 names each broken rule at its path, 409 once it is published or archived. */
export function updateForm({ id, changes }: { id: string; changes: FormInput }) {
  return PATCH('/api/forms/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: (form) => {
      // A version is read with an infinite staleTime (get-form.ts): a draft's changes are put in its place.
      queryClient.setQueryData(formQuery(form.id).queryKey, form);
      return queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { formQuery } from './get-form';
import { FORMS_KEY } from './keys';

/** Starts the next version of a form as a draft copied from the version `id` (directors). */
export function newFormVersion(id: string) {
  return POST('/api/forms/{id}/versions', { params: { path: { id } } });
}

export function useNewFormVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newFormVersion,
    onSuccess: (form) => {
      queryClient.setQueryData(formQuery(form.id).queryKey, form);
      return queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    },
  });
}

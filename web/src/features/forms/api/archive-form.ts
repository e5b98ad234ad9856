import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { formQuery } from './get-form';
import { FORMS_KEY } from './keys';

/** Archives a version (directors): it takes no new submissions; those made stay. */
export function archiveForm(id: string) {
  return POST('/api/forms/{id}/archive', { params: { path: { id } } });
}

export function useArchiveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveForm,
    onSuccess: (form) => {
      queryClient.setQueryData(formQuery(form.id).queryKey, form);
      return queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    },
  });
}

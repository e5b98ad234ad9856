import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { formQuery } from './get-form';
import { FORMS_KEY } from './keys';

/**
 * Publishes a draft (directors): that version never changes again and the form's earlier
 * published version is archived. 400 names each broken rule at its path (it must ask something).
 */
export function publishForm(id: string) {
  return POST('/api/forms/{id}/publish', { params: { path: { id } } });
}

export function usePublishForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishForm,
    onSuccess: (form) => {
      queryClient.setQueryData(formQuery(form.id).queryKey, form);
      // The earlier version was archived too: every read of forms is read again.
      return queryClient.invalidateQueries({ queryKey: FORMS_KEY });
    },
  });
}

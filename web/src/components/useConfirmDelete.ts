import { toApiError, type ApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';

export interface ConfirmDeleteOptions<T, R> {
  /** What the dialog would delete; nothing happens while it is null. */
  item: T | null;
  /** The feature's delete mutation. */
  remove: { mutateAsync: (item: T) => Promise<R>; isPending: boolean };
  /** The success toast, or one made from the server's answer (how many were removed). */
  deleted: string | ((answer: R) => string);
  /** Closes the dialog: after the deletion, or after its failure was told. */
  onClose: () => void;
  /** After the deletion and the dialog closed: leave the page that showed it, say. */
  onDeleted?: (item: T) => unknown;
  /**
   * A refusal the dialog answers itself (a father with history is offered "Exit" instead):
   * return true and no toast is shown and the dialog stays open; false for the usual toast.
   */
  refused?: (error: ApiError) => boolean;
}

/**
 * Confirm-then-delete, the same in every area: the confirm button deletes, a toast says it is
 * done and the dialog closes (then `onDeleted`), or a toast gives the server's reason (a group
 * with cycles, the last administrator) and the dialog closes, unless `refused` takes the refusal
 * over. Spread the answer on `<ConfirmDialog>`: `busy` and `onConfirm`.
 */
export function useConfirmDelete<T, R = unknown>({ item, remove, deleted, onClose, onDeleted, refused }: ConfirmDeleteOptions<T, R>) {
  const confirm = async () => {
    if (item === null) return;
    try {
      const answer = await remove.mutateAsync(item);
      notify.success(typeof deleted === 'string' ? deleted : deleted(answer));
      onClose();
      await onDeleted?.(item);
    } catch (caught) {
      const error = toApiError(caught);
      if (refused?.(error)) return;
      notify.error(error.message);
      onClose();
    }
  };
  return { busy: remove.isPending, onConfirm: () => void confirm() };
}

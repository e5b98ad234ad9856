import { Button, FileButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { notify } from '@/lib/toasts';
import { MAX_PHOTO_BYTES, useSetFatherPhoto } from '../api/set-father-photo';

/** "Add photo" / "Change photo": picks an image and uploads it as his photo. */
export function PhotoButton({ father }: { father: Father }) {
  const { t } = useTranslation();
  const upload = useSetFatherPhoto();
  const reset = useRef<() => void>(null);
  const label = father.photoKey ? t('fathers.photo.change') : t('fathers.photo.add');

  const pick = async (file: File | null) => {
    // The same file may be picked again after a failure.
    reset.current?.();
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      notify.error(t('fathers.photo.tooLarge'));
      return;
    }
    try {
      await upload.mutateAsync({ id: father.id, file });
      notify.success(t('fathers.photo.saved'));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <FileButton
      onChange={(file) => void pick(file)}
      accept="image/*"
      resetRef={reset}
      disabled={upload.isPending}
      inputProps={{ 'aria-label': label }}
    >
      {(props) => (
        <Button {...props} size="xs" variant="light" loading={upload.isPending}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

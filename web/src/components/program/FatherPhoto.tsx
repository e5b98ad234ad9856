import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/lib/object-url';
import { fullName, initials } from './labels';

/**
 * A father's photo, or his initials while there is none (no photo, not loaded yet, or not his
 * to see). The feature fetches the photo (GET /api/fathers/{id}/photo, with the token) and
 * passes the Blob.
 */
export function FatherAvatar({
  person,
  photo,
  size = 'md',
}: {
  person: { firstName: string; lastName: string };
  photo: Blob | null | undefined;
  size?: AvatarProps['size'];
}) {
  const { t } = useTranslation();
  const src = useObjectUrl(photo);
  return (
    <Avatar src={src} alt={t('program.photoOf', { name: fullName(person) })} size={size} radius="xl" color="blue">
      {initials(person)}
    </Avatar>
  );
}

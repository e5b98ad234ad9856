import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFatherPhoto } from '../api/father-photo';
import { useObjectUrl } from '@/lib/object-url';
import { fullName, initials } from '@/components/program/labels';

/**
 * A father's photo, or his initials while there is none (no photo, not loaded yet, or not his
 * to see): on his record, in the fathers list, among a group's members.
 */
export function FatherPhoto({
  fatherId,
  person,
  size = 'md',
}: {
  fatherId: string;
  person: { firstName: string; lastName: string; photoKey?: string | null };
  size?: AvatarProps['size'];
}) {
  const { t } = useTranslation();
  const photo = useFatherPhoto(fatherId, person.photoKey ?? null);
  const src = useObjectUrl(photo.data);
  return (
    <Avatar src={src} alt={t('program.photoOf', { name: fullName(person) })} size={size} radius="xl" color="blue">
      {initials(person)}
    </Avatar>
  );
}

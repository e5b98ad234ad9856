import type { AvatarProps } from '@mantine/core';
import { FatherAvatar } from '@/components/program/FatherAvatar';
import type { Father } from '@/lib/api/program';
import { useFatherPhoto } from '../api/get-father-photo';

/** His photo, or his initials when he has none. */
export function FatherPhoto({ father, size }: { father: Father; size?: AvatarProps['size'] }) {
  const photo = useFatherPhoto(father.id, father.photoKey);
  return <FatherAvatar person={father} photo={photo.data} size={size} />;
}

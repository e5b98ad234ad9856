import type { AvatarProps } from '@mantine/core';
import { FatherAvatar } from '@/components/program/FatherAvatar';
import type { FatherSummary } from '@/lib/api/program';
import { useFatherPhoto } from '../api/get-father-photo';

/** His photo, or his initials when he has none. */
export function FatherPhoto({ father, size }: { father: FatherSummary; size?: AvatarProps['size'] }) {
  const photo = useFatherPhoto(father.id, father.photoKey ?? null);
  return <FatherAvatar person={father} photo={photo.data} size={size} />;
}

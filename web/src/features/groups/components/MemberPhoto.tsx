import type { AvatarProps } from '@mantine/core';
import { FatherAvatar } from '@/components/program/FatherAvatar';
import type { Member } from '@/lib/api/program';
import { useMemberPhoto } from '../api/get-member-photo';

/** A member's photo, or his initials when he has none. */
export function MemberPhoto({ member, size }: { member: Member; size?: AvatarProps['size'] }) {
  const photo = useMemberPhoto(member.fatherId, member.photoKey ?? null);
  return <FatherAvatar person={member} photo={photo.data} size={size} />;
}

import { AttendanceSync } from '@/lib/offline/AttendanceSync';
import { RsvpSync } from '@/features/rsvp';
import { LiveUpdates } from './LiveUpdates';
import { PushSubscriptionSaver } from './PushSubscriptionSaver';
import { UserListLoader } from './UserListLoader';

/**
 * What runs for a signed-in user wherever he is in the app: the live stream, this device's
 * push subscription, the attendance marks and a father's RSVP answers waiting on the device, an
 * admin's user list. In the signed-in shell's chunk: the sign-in screens do not download any of it.
 */
export function SignedInServices() {
  return (
    <>
      <UserListLoader />
      <LiveUpdates />
      <PushSubscriptionSaver />
      <AttendanceSync />
      <RsvpSync />
    </>
  );
}

// What the sign-in screens send and read: the server's OpenAPI document's shapes
// (@/lib/api/schema.gen, `make api-types`), never written by hand.
import type { components } from '@/lib/api/schema.gen';

/** `registration`: "open" or "closed". */
export type PublicConfig = components['schemas']['PublicConfig'];
export type SignInInput = components['schemas']['SignInBody'];
export type RegisterInput = components['schemas']['RegisterBody'];
export type PasswordResetResult = components['schemas']['ForgotAnswer'];
export type ResetPasswordInput = components['schemas']['ResetBody'];
export type ResetPasswordResult = components['schemas']['ResetAnswer'];

export type Language = 'en' | 'es';

export interface User {
  id: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  preferredLanguage: string;
  isAdmin: boolean;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

/** Answer of sign-in, register and refresh. */
export interface AuthAnswer {
  user: User;
  accessToken: string;
  /** RFC 3339 instant at which the access token stops being accepted. */
  expiresAt: string;
}

export interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    fields?: Record<string, string>;
    /** 409 of a save with preconditions: the records as they are now. */
    conflicts?: unknown[];
  };
}

import type { TFunction } from 'i18next';
import { z } from 'zod';
import { limits } from '@/lib/api/limits.gen';
import { isEmail } from './email';

/** The shortest password the server takes, wherever one is chosen: registering, a reset, a change. */
const shortestPassword = Math.max(
  limits.RegisterBody.password.minLength,
  limits.ResetBody.password.minLength,
  limits.PasswordChange.newPassword.minLength,
);

/** A text property's limit in the document (`limits.gen.ts`), e.g. `limits.NewAlbumInput.description`. */
export interface TextLimit {
  maxLength: number;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Zod pieces that carry the form messages (docs/PRODUCT.md, "Form messages") in the current language. `label` is
 * the field's visible (translated) label, so 'X is required.' names what the user sees.
 */
export function rules(t: TFunction) {
  const required = (label: string) =>
    // Later checks still run on an empty value, but the form shows each field's first message.
    z.string().trim().min(1, { error: t('validation.required', { field: label }) });
  const optional = () => z.string().trim();
  const tooLong = (label: string, { maxLength }: TextLimit) => t('validation.maxLength', { field: label, count: maxLength });
  return {
    required,
    optional,
    /** 'X must be at most N characters.', N the document's `limit`: the message of `text` and `requiredText`, for a field checked by hand. */
    tooLong,
    /** Empty, or at most the document's `limit` characters. */
    text: (label: string, limit: TextLimit) => optional().max(limit.maxLength, { error: tooLong(label, limit) }),
    /** Required, and at most the document's `limit` characters. */
    requiredText: (label: string, limit: TextLimit) => required(label).max(limit.maxLength, { error: tooLong(label, limit) }),
    /** One of a select's values, typed as the API's vocabulary ('X is required.' otherwise). */
    oneOf: <T extends string>(label: string, values: readonly [T, ...T[]]) =>
      z.enum(values, { error: t('validation.required', { field: label }) }),
    email: (label: string) => required(label).refine(isEmail, { error: t('validation.email') }),
    /** Empty, or a valid address. */
    optionalEmail: () =>
      z
        .string()
        .trim()
        .refine((value) => value === '' || isEmail(value), { error: t('validation.email') }),
    url: (label: string) => required(label).refine(isUrl, { error: t('validation.url') }),
    number: (label: string) =>
      required(label).refine((value) => Number.isFinite(Number(value)), {
        error: t('validation.number', { field: label }),
      }),
    /** Empty, or a whole number from `min` to `max` ('X must be a number.' otherwise). */
    optionalInteger: (label: string, min: number, max: number) =>
      z
        .string()
        .trim()
        .refine(
          (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
          { error: t('validation.number', { field: label }) },
        ),
    password: (label: string) =>
      required(label).min(shortestPassword, {
        error: t('validation.minLength', { field: label, count: shortestPassword }),
      }),
    /** 'X does not match.' on `field` when it differs from `other`; X is the other's label. */
    matches: <T extends Record<string, unknown>>(
      field: keyof T & string,
      other: keyof T & string,
      label: string,
    ): [(values: T) => boolean, { error: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean }] => [
      (values) => values[field] === values[other],
      {
        error: t('validation.match', { field: label }),
        path: [field],
        // Check as soon as both fields hold text, even while other fields are still wrong.
        when: (payload) => {
          const value = payload.value as Partial<T> | undefined;
          return typeof value?.[field] === 'string' && typeof value?.[other] === 'string';
        },
      },
    ],
  };
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField } from '@/components/form/index';
import type { limits } from '@/lib/api/limits.gen';
import { INCENTIVE_KINDS, type IncentiveKind } from '../api/incentives';
import { rules } from '@/lib/validation';
import { incentiveKindLabel } from './labels';
import { dollarsText, formatMoney, parseDollars } from '../utils/money';
import { readUsualIncentive } from '../utils/usual';

// What is given, the same on a session's page (to the fathers present) and on a father's page
// (to him): the kind, the amount, the card's last digits and why.

/** The document's limits of what the form sends: a father's incentive's (NewIncentive) or those given at a session (NewSessionIncentives). */
export type IncentiveLimits = (typeof limits)['NewIncentive' | 'NewSessionIncentives'];

export interface IncentiveValues {
  kind: IncentiveKind;
  /** Dollars as typed ('25', '25.50'). */
  amount: string;
  reference: string;
  reason: string;
}

/** The fields' rules, for a form's zod object, with the limits of the body it sends. */
export function incentiveRules(t: TFunction, language: string, { amountCents, reference, reason }: IncentiveLimits) {
  const r = rules(t);
  const amount = t('incentives.fields.amount');
  return {
    kind: r.oneOf(t('incentives.fields.kind'), INCENTIVE_KINDS),
    amount: r
      .required(amount)
      .refine((text) => (parseDollars(text) ?? 0) > 0, { error: t('incentives.fields.amountInvalid') })
      .refine((text) => (parseDollars(text) ?? 0) <= amountCents.maximum, {
        error: t('incentives.fields.amountTooLarge', { max: formatMoney(amountCents.maximum, language) }),
      }),
    reference: r.text(t('incentives.fields.reference'), reference),
    reason: r.text(t('incentives.fields.reason'), reason),
  } satisfies Record<keyof IncentiveValues, z.ZodType>;
}

/** A new form starts from the program's usual kind and amount, as last given on this device. */
export function incentiveDefaults(): Partial<IncentiveValues> {
  const usual = readUsualIncentive();
  return { kind: usual?.kind, amount: usual ? dollarsText(usual.amountCents) : '', reference: '', reason: '' };
}

/** The API's fields of what the form holds; a blank reference or reason is left out. */
export function incentiveBody(values: IncentiveValues) {
  return {
    kind: values.kind,
    amountCents: parseDollars(values.amount) ?? 0,
    ...(values.reference ? { reference: values.reference } : {}),
    ...(values.reason ? { reason: values.reason } : {}),
  };
}

export function IncentiveFields() {
  const { t } = useTranslation();
  return (
    <>
      <SelectField<IncentiveValues>
        name="kind"
        label={t('incentives.fields.kind')}
        required
        options={[
          { value: '', label: t('incentives.fields.chooseKind') },
          ...INCENTIVE_KINDS.map((value) => ({ value, label: incentiveKindLabel(t, value) })),
        ]}
      />
      <TextField<IncentiveValues>
        name="amount"
        label={t('incentives.fields.amount')}
        description={t('incentives.fields.amountHint')}
        required
        inputMode="decimal"
      />
      <TextField<IncentiveValues>
        name="reference"
        label={t('incentives.fields.reference')}
        description={t('incentives.fields.referenceHint')}
      />
      <TextareaField<IncentiveValues> name="reason" label={t('incentives.fields.reason')} minRows={2} />
    </>
  );
}

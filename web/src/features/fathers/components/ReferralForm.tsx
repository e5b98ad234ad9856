import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import { limits } from '@/lib/api/limits.gen';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useCreateReferral } from '../api/create-referral';
import { REFERRAL_STATUSES, REFERRAL_TYPES } from '../api/types';
import { referralTypeLabel, referralStatusLabel } from '@/features/casework';

/** A new referral: its type, the partner (if known yet), where it stands (made by default), a note. */
export function ReferralForm({ fatherId, onDone }: { fatherId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    const { partner, note } = limits.NewReferralInput;
    return z.object({
      type: r.oneOf(t('fathers.referrals.form.type'), REFERRAL_TYPES),
      partner: r.text(t('fathers.referrals.form.partner'), partner),
      status: r.oneOf(t('fathers.referrals.form.status'), REFERRAL_STATUSES),
      note: r.text(t('fathers.referrals.form.note'), note),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;
  const form = useAppForm<Values>(schema, { type: undefined, partner: '', status: 'made', note: '' });
  const create = useCreateReferral();

  const onSubmit = async (values: Values) => {
    await create.mutateAsync({ fatherId, referral: values });
    notify.success(t('fathers.referrals.toasts.added'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('fathers.referrals.form.submit')} aria-label={t('fathers.referrals.form.title')}>
      <SelectField
        name="type"
        label={t('fathers.referrals.form.type')}
        required
        options={[
          { value: '', label: t('fathers.form.notSet') },
          ...REFERRAL_TYPES.map((value) => ({ value, label: referralTypeLabel(t, value) })),
        ]}
      />
      <TextField name="partner" label={t('fathers.referrals.form.partner')} />
      <SelectField
        name="status"
        label={t('fathers.referrals.form.status')}
        options={REFERRAL_STATUSES.map((value) => ({ value, label: referralStatusLabel(t, value) }))}
      />
      <TextareaField name="note" label={t('fathers.referrals.form.note')} minRows={2} />
    </Form>
  );
}

import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '@/components/Dialog';
import { Form, TextareaField, useAppForm } from '@/components/form';
import { incentiveKindLabel } from './labels';
import { formatMoney } from '../utils/money';
import { limits } from '@/lib/api/limits.gen';
import { formatDay } from '@/lib/dates';
import { rules } from '@/lib/validation';
import { notify } from '@/lib/toasts';
import { useVoidIncentive } from '../api/void-incentive';
import type { Incentive } from '../api/types';

/** A director voids a line of the ledger, saying why; the line stays, struck through. */
export function VoidIncentiveDialog({ incentive, onClose }: { incentive: Incentive | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={incentive !== null} onClose={onClose} title={t('incentives.father.voidDialog.title')}>
      {incentive && <VoidForm key={incentive.id} incentive={incentive} onDone={onClose} />}
    </Dialog>
  );
}

function VoidForm({ incentive, onDone }: { incentive: Incentive; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () => z.object({ reason: rules(t).requiredText(t('incentives.father.voidDialog.reason'), limits.VoidIncentive.reason) }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useAppForm<Values>(schema, { reason: '' });
  const voiding = useVoidIncentive();

  const onSubmit = async ({ reason }: Values) => {
    await voiding.mutateAsync({ id: incentive.id, body: { reason } });
    notify.success(t('incentives.father.toasts.voided'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('incentives.father.voidDialog.confirm')} aria-label={t('incentives.father.voidDialog.title')}>
      <Text size="sm">
        {t('incentives.father.voidDialog.body', {
          kind: incentiveKindLabel(t, incentive.kind),
          amount: formatMoney(incentive.amountCents, i18n.language),
          date: formatDay(incentive.givenAt),
        })}
      </Text>
      <TextareaField<Values> name="reason" label={t('incentives.father.voidDialog.reason')} required minRows={2} />
    </Form>
  );
}

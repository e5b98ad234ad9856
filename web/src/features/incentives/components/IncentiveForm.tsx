import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, useAppForm } from '@/components/form';
import { incentiveBody, incentiveDefaults, IncentiveFields, incentiveRules, type IncentiveValues } from './fields';
import { incentiveKindLabel } from './labels';
import { formatMoney } from '../utils/money';
import { rememberUsualIncentive } from '../utils/usual';
import { limits } from '@/lib/api/limits.gen';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useGiveIncentive } from '../api/give-incentive';

/**
 * One incentive for him. The same reward given him already is refused (409) and asked about:
 * giving it again anyway is a choice, never a slip.
 */
export function IncentiveForm({ fatherId, onDone }: { fatherId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => z.object(incentiveRules(t, i18n.language, limits.NewIncentive)), [t, i18n.language]);
  const form = useAppForm<IncentiveValues>(schema, incentiveDefaults());
  const give = useGiveIncentive();
  const [duplicate, setDuplicate] = useState<IncentiveValues | null>(null);

  const send = async (values: IncentiveValues, allowDuplicate: boolean) => {
    const body = incentiveBody(values);
    await give.mutateAsync({ fatherId, incentive: allowDuplicate ? { ...body, allowDuplicate } : body });
    rememberUsualIncentive({ kind: body.kind, amountCents: body.amountCents });
    notify.success(t('incentives.father.toasts.given'));
    onDone();
  };
  const onSubmit = async (values: IncentiveValues) => {
    try {
      await send(values, false);
    } catch (error) {
      if (toApiError(error).status !== 409) throw error;
      setDuplicate(values);
    }
  };

  if (duplicate) {
    const body = incentiveBody(duplicate);
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" title={t('incentives.father.duplicate.title')} role="alert">
          <Text size="sm">
            {t('incentives.father.duplicate.body', {
              kind: incentiveKindLabel(t, body.kind),
              amount: formatMoney(body.amountCents, i18n.language),
            })}
          </Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDuplicate(null)}>
            {t('incentives.father.duplicate.back')}
          </Button>
          <Button
            loading={give.isPending}
            onClick={() => void send(duplicate, true).catch((error: unknown) => notify.error(toApiError(error).message))}
          >
            {t('incentives.father.duplicate.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('incentives.father.form.submit')} aria-label={t('incentives.father.form.title')}>
      <IncentiveFields />
    </Form>
  );
}

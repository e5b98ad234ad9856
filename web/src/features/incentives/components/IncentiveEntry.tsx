import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { incentiveKindLabel } from './labels';
import { formatMoney } from '../utils/money';
import { formatDay } from '@/lib/dates';
import type { Incentive } from '../api/types';

/** One line of his ledger; a voided one stays, struck through, with the director's reason. */
export function IncentiveEntry({ incentive, onVoid }: { incentive: Incentive; onVoid?: () => void }) {
  const { t, i18n } = useTranslation();
  const kind = incentiveKindLabel(t, incentive.kind);
  const amount = formatMoney(incentive.amountCents, i18n.language);
  const date = formatDay(incentive.givenAt);
  const voided = Boolean(incentive.voidedAt);
  const struck = voided ? 'line-through' : undefined;
  return (
    <Stack
      component="li"
      gap={2}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={t('incentives.father.entryLabel', { kind, amount, date })}
      data-voided={voided || undefined}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600} td={struck}>
          {t('incentives.father.line', { kind, amount })}
        </Text>
        {voided && (
          <Badge color="gray" variant="light">
            {t('incentives.father.voided')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" td={struck}>
        {t('incentives.father.givenBy', { date, name: incentive.givenByName })}
      </Text>
      {incentive.reference !== '' && (
        <Text size="sm" td={struck}>
          {t('incentives.father.reference', { reference: incentive.reference })}
        </Text>
      )}
      {incentive.reason !== '' && (
        <Text size="sm" td={struck} style={{ whiteSpace: 'pre-line' }}>
          {incentive.reason}
        </Text>
      )}
      {incentive.sessionId && (
        <Anchor component={Link} to={`/sessions/${encodeURIComponent(incentive.sessionId)}`} size="sm">
          {t('incentives.father.session')}
        </Anchor>
      )}
      {voided && (
        <Text size="sm" fw={600}>
          {t('incentives.father.voidedOn', { date: formatDay(incentive.voidedAt), reason: incentive.voidReason ?? '' })}
        </Text>
      )}
      {onVoid && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onVoid}
            aria-label={t('incentives.father.voidLabel', { kind, amount, date })}
          >
            {t('incentives.father.void')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { totalGiven } from '../api/incentives';
import { formatMoney } from '../utils/money';
import { useRole } from '@/lib/auth/roles';
import { usePhone } from '@/lib/media';
import { useFatherIncentives } from '../api/get-father-incentives';
import type { Incentive } from '../api/types';
import { IncentiveEntry } from './IncentiveEntry';
import { IncentiveForm } from './IncentiveForm';
import { VoidIncentiveDialog } from './VoidIncentiveDialog';

/**
 * His incentive ledger, newest first (staff only): what he was given, by whom and why, and the
 * total not voided. Nothing is edited or deleted; a director voids a line with a reason.
 */
export function IncentivesSection({ fatherId }: { fatherId: string }) {
  const { t, i18n } = useTranslation();
  const role = useRole();
  const phone = usePhone();
  const incentives = useFatherIncentives(fatherId);
  const [giving, setGiving] = useState(false);
  const [voiding, setVoiding] = useState<Incentive | null>(null);
  return (
    <Section
      title={t('incentives.father.title')}
      actions={
        <Button size="sm" variant="light" onClick={() => setGiving(true)}>
          {t('incentives.father.give')}
        </Button>
      }
    >
      {incentives.isPending ? (
        <PageLoader />
      ) : incentives.isError ? (
        <LoadError title={t('incentives.father.loadFailed')} error={incentives.error} onRetry={() => void incentives.refetch()} />
      ) : incentives.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('incentives.father.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600} data-testid="incentives-total">
            {t('incentives.father.total', { amount: formatMoney(totalGiven(incentives.data), i18n.language) })}
          </Text>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('incentives.father.ledger')}>
            {incentives.data.map((incentive) => (
              <IncentiveEntry
                key={incentive.id}
                incentive={incentive}
                onVoid={role.director && !incentive.voidedAt ? () => setVoiding(incentive) : undefined}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Dialog opened={giving} onClose={() => setGiving(false)} title={t('incentives.father.form.title')} fullScreen={phone}>
        {giving && <IncentiveForm fatherId={fatherId} onDone={() => setGiving(false)} />}
      </Dialog>
      <VoidIncentiveDialog incentive={voiding} onClose={() => setVoiding(null)} />
    </Section>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useRole } from '@/lib/auth/roles';
import { usePhone } from '@/lib/media';
import { useDeleteReferral } from '../api/delete-referral';
import { useFatherReferrals } from '../api/get-father-referrals';
import type { Referral } from '../api/types';
import { ReferralEntry } from './ReferralEntry';
import { ReferralForm } from './ReferralForm';
import { referralTypeLabel } from '@/features/casework';

/** His referrals to partner services, newest first, followed through their status (staff only). */
export function ReferralsSection({ fatherId }: { fatherId: string }) {
  const { t } = useTranslation();
  const role = useRole();
  const phone = usePhone();
  const referrals = useFatherReferrals(fatherId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Referral | null>(null);
  const confirm = useConfirmDelete({
    item: deleting,
    remove: useDeleteReferral(),
    deleted: t('fathers.referrals.toasts.deleted'),
    onClose: () => setDeleting(null),
  });
  return (
    <Section
      title={t('fathers.referrals.title')}
      actions={
        <Button size="sm" variant="light" onClick={() => setAdding(true)}>
          {t('fathers.referrals.add')}
        </Button>
      }
    >
      {referrals.isPending ? (
        <PageLoader />
      ) : referrals.isError ? (
        <LoadError title={t('fathers.referrals.loadFailed')} error={referrals.error} onRetry={() => void referrals.refetch()} />
      ) : referrals.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.referrals.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.referrals.title')}>
          {referrals.data.map((referral) => (
            <ReferralEntry
              key={referral.id}
              referral={referral}
              onDelete={role.director ? () => setDeleting(referral) : undefined}
            />
          ))}
        </Stack>
      )}
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t('fathers.referrals.form.title')} fullScreen={phone}>
        {adding && <ReferralForm fatherId={fatherId} onDone={() => setAdding(false)} />}
      </Dialog>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('fathers.referrals.deleteDialog.title')}
        body={t('fathers.referrals.deleteDialog.body', {
          type: deleting ? referralTypeLabel(t, deleting.type) : '',
        })}
        confirmLabel={t('fathers.referrals.deleteDialog.confirm')}
        {...confirm}
      />
    </Section>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { Milestone } from '@/lib/api/program';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useFather } from '@/features/fathers';
import { useMilestones } from '../api/get-milestones';
import { DeleteMilestoneDialog } from '../components/DeleteMilestoneDialog';
import { MilestoneDialog } from '../components/MilestoneDialog';
import { MilestoneList } from '../components/MilestoneList';

type Dialog = { kind: 'form' | 'delete'; milestone: Milestone | null; opened: boolean };

/** /milestones: everyone's (staff) or his own (a father); /milestones/{fatherId}: one father's. */
export function MilestonesRoute() {
  const { fatherId } = useParams();
  return <Milestones key={fatherId ?? 'all'} fatherId={fatherId} />;
}

function Milestones({ fatherId }: { fatherId: string | undefined }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const milestones = useMilestones(fatherId);
  const father = useFather(fatherId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', milestone: null, opened: false });
  const open = (kind: Dialog['kind'], milestone: Milestone | null) => setDialog({ kind, milestone, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  if (milestones.isError) {
    const status = toApiError(milestones.error).status;
    if (status === 403) {
      return <ErrorPage status={403} title={t('errors.status403')} description={t('milestones.forbidden')} />;
    }
    if (status === 404) return <ErrorPage status={404} description={t('milestones.fatherNotFound')} />;
  }
  // Staff read only the milestones of fathers in their scope: another father's list is empty,
  // and his record, not found, says why.
  if (staff && father.isError && toApiError(father.error).status === 404) {
    return <ErrorPage status={404} description={t('milestones.fatherNotFound')} />;
  }

  const name = father.data ? fullName(father.data) : milestones.data?.[0]?.fatherName;
  const title = !staff ? t('milestones.myTitle') : fatherId ? t('milestones.fatherTitle', { name: name ?? '' }) : t('milestones.title');
  const selectedFather = fatherId && name ? { value: fatherId, label: name } : null;

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={staff ? t('milestones.description') : t('milestones.myDescription')}
        back={
          fatherId && staff
            ? { to: '/milestones', label: t('milestones.title') }
            : fatherId
              ? { to: `/fathers/${fatherId}`, label: t('nav.myProgress') }
              : undefined
        }
        actions={
          <>
            {fatherId && staff && (
              <Button component={Link} to={`/fathers/${fatherId}`} variant="light">
                {t('milestones.viewRecord')}
              </Button>
            )}
            {staff && <Button onClick={() => open('form', null)}>{t('milestones.add')}</Button>}
          </>
        }
      />
      {milestones.isPending ? (
        <PageLoader />
      ) : milestones.isError ? (
        <LoadError title={t('milestones.loadFailed')} error={milestones.error} onRetry={() => void milestones.refetch()} />
      ) : milestones.data.length === 0 ? (
        <Text c="dimmed">{staff ? t('milestones.empty') : t('milestones.myEmpty')}</Text>
      ) : (
        <MilestoneList
          milestones={milestones.data}
          showFather={staff && !fatherId}
          onEdit={staff ? (milestone) => open('form', milestone) : undefined}
          onDelete={staff ? (milestone) => open('delete', milestone) : undefined}
        />
      )}
      {staff && (
        <>
          <MilestoneDialog
            opened={dialog.opened && dialog.kind === 'form'}
            onClose={close}
            milestone={dialog.milestone}
            father={selectedFather}
          />
          <DeleteMilestoneDialog
            milestone={dialog.milestone}
            opened={dialog.opened && dialog.kind === 'delete'}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}

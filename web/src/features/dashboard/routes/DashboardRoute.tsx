import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { managedPrograms, ProgramFilterSelect, programFilterChoices, usePrograms } from '@/features/programs';
import { useRole } from '@/lib/auth/roles';
import { useDashboard } from '../api/get-dashboard';
import { isStaffDashboard } from '../api/types';
import { FatherDashboard } from '../components/FatherDashboard';
import { StaffDashboard } from '../components/StaffDashboard';

/**
 * /dashboard?programId= : staff see the program (one program of theirs, once they know two), a
 * father his own standing (the server decides which).
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role = useRole();
  const { staff } = role;
  // Staff who know two programs may look at one (a father never sees the choice).
  const programId = (staff && params.get('programId')) || undefined;
  const programs = usePrograms({ enabled: staff });
  const programFilter = staff ? programFilterChoices(programs.data, programId) : null;
  const setProgram = (id: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set('programId', id);
      else next.delete('programId');
      return next;
    });
  const dashboard = useDashboard(programId);
  // The report of the program shown, where the reader may read it (a director, its manager).
  const reportsOn =
    programId && (role.director || managedPrograms(programs.data, role.userId).some((program) => program.id === programId));
  const reportLink = reportsOn ? `/workshops/report?${new URLSearchParams({ programId })}` : '/workshops/report';

  const filter = programFilter ? (
    <ProgramFilterSelect programs={programFilter} value={programId} onChange={setProgram} loading={programs.isPending} />
  ) : null;
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.title')} />
        {filter}
        <LoadError title={t('dashboard.loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Stack>
    );
  }
  return isStaffDashboard(dashboard.data) ? (
    <StaffDashboard data={dashboard.data} filter={filter} reportLink={reportLink} loading={dashboard.isPlaceholderData} />
  ) : (
    <FatherDashboard data={dashboard.data} />
  );
}

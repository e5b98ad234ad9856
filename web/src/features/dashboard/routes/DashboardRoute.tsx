import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { useDashboard } from '../api/get-dashboard';
import { isStaffDashboard } from '../api/types';
import { FatherDashboard } from '../components/FatherDashboard';
import { StaffDashboard } from '../components/StaffDashboard';

/** /dashboard: staff see the program, a father his own standing (the server decides which). */
export function DashboardRoute() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.title')} />
        <LoadError title={t('dashboard.loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Stack>
    );
  }
  return isStaffDashboard(dashboard.data) ? <StaffDashboard data={dashboard.data} /> : <FatherDashboard data={dashboard.data} />;
}

import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { PageLoader } from '@/components/PageLoader';
import { fullName } from '@/components/program/labels';
import { useCertificates } from '../api/get-certificates';
import { CertificateSheet } from '../components/CertificateSheet';
import { MyPaper, PaperLoadError } from '../components/MyPaper';
import { PrintButton } from '../components/PrintButton';

/** /fathers/{id}/certificate/{cycleId}: his certificate of completion of one course, to print. */
export function CertificateRoute() {
  const { id = '', cycleId = '' } = useParams();
  if (id === 'me') {
    return <MyPaper to={(fatherId) => `/fathers/${encodeURIComponent(fatherId)}/certificate/${encodeURIComponent(cycleId)}`} />;
  }
  return <CertificatePage key={`${id}/${cycleId}`} fatherId={id} cycleId={cycleId} />;
}

function CertificatePage({ fatherId, cycleId }: { fatherId: string; cycleId: string }) {
  const { t } = useTranslation();
  const certificates = useCertificates(fatherId);
  if (certificates.isPending) return <PageLoader />;
  if (certificates.isError) return <PaperLoadError error={certificates.error} onRetry={() => void certificates.refetch()} />;
  const certificate = certificates.data.find((c) => c.cycleId === cycleId);
  if (!certificate) return <ErrorPage status={404} description={t('reports.certificate.notFound')} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" className="fm-screen-only">
        <Anchor component={Link} to={`/fathers/${encodeURIComponent(fatherId)}`} size="sm">
          ← {fullName(certificate)}
        </Anchor>
        <PrintButton label={t('reports.certificate.print')} />
      </Group>
      <CertificateSheet certificate={certificate} />
    </Stack>
  );
}

import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { fullName } from '@/components/program/labels';
import { useAttendanceLetter } from '../api/get-attendance-letter';
import { LetterSheet } from '../components/LetterSheet';
import { MyPaper, PaperLoadError } from '../components/MyPaper';
import { PrintButton } from '../components/PrintButton';

/** /fathers/{id}/attendance-letter: every session he attended, with dates and hours, to print. */
export function AttendanceLetterRoute() {
  const { id = '' } = useParams();
  if (id === 'me') return <MyPaper to={(fatherId) => `/fathers/${encodeURIComponent(fatherId)}/attendance-letter`} />;
  return <LetterPage key={id} fatherId={id} />;
}

function LetterPage({ fatherId }: { fatherId: string }) {
  const { t } = useTranslation();
  const letter = useAttendanceLetter(fatherId);
  if (letter.isPending) return <PageLoader />;
  if (letter.isError) return <PaperLoadError error={letter.error} onRetry={() => void letter.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" className="fm-screen-only">
        <Anchor component={Link} to={`/fathers/${encodeURIComponent(fatherId)}`} size="sm">
          ← {fullName(letter.data)}
        </Anchor>
        <PrintButton label={t('reports.letter.print')} />
      </Group>
      <LetterSheet letter={letter.data} />
    </Stack>
  );
}

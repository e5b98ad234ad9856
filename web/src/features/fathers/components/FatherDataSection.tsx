import { Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/Section';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { useRole } from '@/lib/auth/roles';
import { notify } from '@/lib/toasts';
import { useDownloadFatherData } from '../api/export-father';

/** 'Carlos Rivera' on Apr 1, 2026 → 'carlos-rivera-data-2026-04-01.json'. */
export function fatherDataFileName(father: Pick<Father, 'firstName' | 'lastName'>, today = dayjs()): string {
  const slug = fullName(father)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'father'}-data-${today.format('YYYY-MM-DD')}.json`;
}

/**
 * Directors: everything recorded about him, as a file (a request for his data, an auditor's) or
 * as a page to print. Nothing for anyone else.
 */
export function FatherDataSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const role = useRole();
  const download = useDownloadFatherData();
  if (!role.director) return null;
  return (
    <Section title={t('fathers.data.title')}>
      <Text size="sm" c="dimmed">
        {t('fathers.data.description')}
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { fatherId: father.id, filename: fatherDataFileName(father) },
              { onError: (error) => notify.error(toApiError(error).message) },
            )
          }
        >
          {t('fathers.data.download')}
        </Button>
        <Button component={Link} to={`/fathers/${encodeURIComponent(father.id)}/data`} variant="default">
          {t('fathers.data.print')}
        </Button>
      </Group>
    </Section>
  );
}

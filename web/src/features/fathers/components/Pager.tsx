import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous / next through pages of a list whose total the server does not send. */
export function Pager({
  page,
  hasNext,
  busy,
  onChange,
}: {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page === 0 && !hasNext) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('common.pagination')}>
      <Button variant="default" size="sm" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('common.page', { page: page + 1 })}
      </Text>
      <Button variant="default" size="sm" disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </Button>
    </Group>
  );
}

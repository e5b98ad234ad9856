import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous / next through pages of a list whose total the server does not send (fathers, users). */
export function Pager({
  page,
  hasNext,
  busy,
  onChange,
  size = 'sm',
}: {
  page: number;
  hasNext: boolean;
  busy: boolean;
  onChange: (page: number) => void;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  if (page === 0 && !hasNext) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('common.pagination')}>
      <Button variant="default" size={size} disabled={page === 0} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('common.page', { page: page + 1 })}
      </Text>
      <Button variant="default" size={size} disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </Button>
    </Group>
  );
}

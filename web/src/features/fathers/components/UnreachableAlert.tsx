import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Three contacts in a row did not reach him: said in words, not only in colour. */
export function UnreachableAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light">
      <Text fw={600}>{t('fathers.unreachable')}</Text>
    </Alert>
  );
}

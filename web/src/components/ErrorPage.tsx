import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ErrorPageProps {
  status: number;
  description: string;
  /** The status message; by default 'Page Not Found' or 'Internal Server Error' (docs/PRODUCT.md, "Error pages"). */
  title?: string;
  /** Offer a reload (for failures of the page itself) instead of the way home. */
  offerReload?: boolean;
}

/** The generic error page: status code, status message and a description. */
export function ErrorPage({ status, description, title, offerReload = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const statusMessage = title ?? (status === 404 ? t('errors.status404') : t('errors.status500'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center" data-testid="error-page">
        <Text fz={72} fw={800} c="dimmed" lh={1} data-testid="error-status">
          {status}
        </Text>
        <Title order={1}>{statusMessage}</Title>
        <Text data-testid="error-description">{description}</Text>
        {offerReload ? (
          <Button variant="light" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        ) : (
          <Button component="a" href="/" variant="light">
            {t('common.backHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

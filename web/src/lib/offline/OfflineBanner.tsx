import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useConnection } from './network-status';

/** Says, on every page, that what is shown may be old, and why: the network or the server is away. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const connection = useConnection();
  const auth = useAuth();
  if (connection === 'online') return null;
  const signedIn = auth.status === 'signed-in';
  return (
    <Box
      role="status"
      aria-live="polite"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      py={4}
      px="sm"
      bg="yellow.2"
      c="black"
      // It only informs: taps go through to the header under it.
      style={{ zIndex: 1000, textAlign: 'center', pointerEvents: 'none' }}
      data-testid="offline-banner"
    >
      <Text size="sm" fw={600}>
        {connection === 'no-network'
          ? t(signedIn ? 'offline.banner' : 'offline.bannerSignedOut')
          : t(signedIn ? 'offline.serverDown' : 'offline.serverDownSignedOut')}
      </Text>
    </Box>
  );
}

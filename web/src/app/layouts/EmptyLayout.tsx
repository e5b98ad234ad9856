import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/PageLoader';

/** No chrome: sign-in, registration and password reset. */
export function EmptyLayout() {
  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

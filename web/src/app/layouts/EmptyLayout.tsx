import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { MAIN_ID, RouteFocus, SkipLink } from '../RouteFocus';
import { NavigationProgress } from './NavigationProgress';

/** No chrome: sign-in, registration and password reset. */
export function EmptyLayout() {
  return (
    <>
      <SkipLink />
      <RouteFocus />
      <NavigationProgress />
      <Box component="main" id={MAIN_ID} tabIndex={-1} mih="100dvh" bg="gray.0">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}

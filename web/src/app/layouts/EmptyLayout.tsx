import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
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
        <Outlet />
      </Box>
    </>
  );
}

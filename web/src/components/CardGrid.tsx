import { SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { PageLoader } from './PageLoader';

/** A list of cards: one column on a phone, up to three on a wide screen. Children are `li` cards. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </SimpleGrid>
  );
}

export interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  /** The load-error title (the error itself and a retry button come with it). */
  loadFailed: string;
  /** What to say when there is nothing to list. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A list page's body: the loader, the load error with retry, the empty message, or the list. */
export function QueryList<T>({ query, loadFailed, empty, children }: QueryListProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return children(query.data);
}

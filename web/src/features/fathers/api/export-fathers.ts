import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download';
import { filterQuery, type FathersFilter } from './get-fathers';

/** Every record matching the list's filters (not just the page shown), as CSV. */
export function exportFathers(filter: FathersFilter) {
  return downloadFile('/fathers.csv', 'fathers.csv', { query: filterQuery(filter) });
}

export function useExportFathers() {
  return useMutation({ mutationFn: exportFathers });
}

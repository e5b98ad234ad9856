import { useMutation } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { filterQuery, type FathersFilter } from './get-fathers';

/** Every record matching the list's filters (not just the page shown), as CSV. */
export function exportFathers(filter: FathersFilter) {
  return downloadFile(GET('/api/fathers.csv', { params: { query: filterQuery(filter) }, parseAs: 'blob' }), 'fathers.csv');
}

export function useExportFathers() {
  return useMutation({ mutationFn: exportFathers });
}

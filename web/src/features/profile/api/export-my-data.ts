import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';

/** A father's own data, everything the program recorded about him (staff's contact notes left out), as JSON. */
export function downloadMyData() {
  return downloadFile(GET('/api/me/export', { parseAs: 'blob' }), `my-data-${dayjs().format('YYYY-MM-DD')}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** The same, to read and print (/profile/my-data). */
export function getMyExport() {
  return GET('/api/me/export');
}

// Read anew each time the page opens: it says what is recorded now, and when it was read.
export const myExportQuery = queryOptions({ queryKey: ['me', 'export'], queryFn: getMyExport, staleTime: 0 });

export function useMyExport() {
  return useQuery(myExportQuery);
}

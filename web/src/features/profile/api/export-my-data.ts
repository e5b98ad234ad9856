import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import type { MyExport } from './types';

const EXPORT_PATH = '/me/export';

/** A father's own data, everything the program recorded about him (staff's contact notes left out), as JSON. */
export function downloadMyData() {
  return downloadFile(EXPORT_PATH, `my-data-${dayjs().format('YYYY-MM-DD')}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** The same, to read and print (/profile/my-data). */
export function getMyExport() {
  return api<MyExport>(EXPORT_PATH);
}

// Read anew each time the page opens: it says what is recorded now, and when it was read.
export const myExportQuery = queryOptions({ queryKey: ['me', 'export'], queryFn: getMyExport, staleTime: 0 });

export function useMyExport() {
  return useQuery(myExportQuery);
}

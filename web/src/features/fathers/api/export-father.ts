import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { exportKey } from './keys';

/** Directors: everything recorded about him, as the JSON file the server makes. */
export function downloadFatherData({ fatherId, filename }: { fatherId: string; filename: string }) {
  return downloadFile(GET('/api/fathers/{id}/export', { params: { path: { id: fatherId } }, parseAs: 'blob' }), filename);
}

export function useDownloadFatherData() {
  return useMutation({ mutationFn: downloadFatherData });
}

/** The same, read to be shown as a print view. */
export function getFatherExport(fatherId: string) {
  return GET('/api/fathers/{id}/export', { params: { path: { id: fatherId } } });
}

export function fatherExportQuery(fatherId: string) {
  return queryOptions({ queryKey: exportKey(fatherId), queryFn: () => getFatherExport(fatherId) });
}

export function useFatherExport(fatherId: string) {
  return useQuery(fatherExportQuery(fatherId));
}

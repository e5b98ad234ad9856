import { useMutation } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';

/** One row per father, one column per session, then the rate. */
export function exportMatrix(cycleId: string) {
  return downloadFile(GET('/api/cycles/{id}/attendance.csv', { params: { path: { id: cycleId } }, parseAs: 'blob' }), 'attendance.csv');
}

export function useExportMatrix() {
  return useMutation({ mutationFn: exportMatrix });
}

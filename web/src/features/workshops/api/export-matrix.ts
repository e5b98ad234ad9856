import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download';

/** One row per father, one column per session, then the rate. */
export function exportMatrix(cycleId: string) {
  return downloadFile(`/cycles/${encodeURIComponent(cycleId)}/attendance.csv`, 'attendance.csv');
}

export function useExportMatrix() {
  return useMutation({ mutationFn: exportMatrix });
}

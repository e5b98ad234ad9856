import { apiBlob, type ApiOptions } from './client';

/** Fetches a file with the signed-in user's token and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string, options: ApiOptions = {}) {
  const blob = await apiBlob(path, options);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

import { answerError, unreachableError } from '@/lib/api/errors';
import { API_BASE } from '@/lib/api/raw';
import { freshAccessToken, getSnapshot, refreshSession } from '@/lib/auth/session';
import { requestLanguage } from '@/lib/i18n';
import type { Photo } from './types';

export interface SendOptions {
  /** Bytes of the request sent so far, of `total`. */
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

interface Answer {
  status: number;
  text: string;
}

/** One POST with XMLHttpRequest: fetch cannot tell how much of a request body has been sent. */
function post(url: string, body: FormData, token: string | null, { onProgress, signal }: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(unreachableError());
    xhr.ontimeout = () => reject(unreachableError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Adds a photo to the album: multipart, field `file` (+ `caption`, and a `tags` part for each
 * father pictured, tagged with the photo in one transaction), with the same base URL
 * and token as the API client, and one refresh and repeat on a 401. 201 with the photo,
 * processing; failures are ApiErrors (status 0 when the server could not be reached).
 */
export async function uploadPhoto(
  albumId: string,
  file: File,
  caption: string,
  tags: readonly string[],
  options: SendOptions,
): Promise<Photo> {
  const url = `${API_BASE}/albums/${encodeURIComponent(albumId)}/photos`;
  const form = () => {
    const body = new FormData();
    body.append('file', file, file.name);
    if (caption) body.append('caption', caption);
    for (const fatherId of tags) body.append('tags', fatherId);
    return body;
  };
  let answer = await post(url, form(), await freshAccessToken(), options);
  if (answer.status === 401 && getSnapshot().session) {
    const renewed = await refreshSession().catch(() => null);
    if (renewed) answer = await post(url, form(), renewed.accessToken, options);
  }
  if (answer.status >= 200 && answer.status < 300) {
    const photo = parse(answer.text);
    if (photo) return photo as Photo;
  }
  throw answerError(answer.status, parse(answer.text));
}

import type { Envelope, ErrorEnvelope } from '@contract/types';
import { ERRORS } from '@contract/messages';
import { apiHost } from '@/lib/host';
import type { ApiError } from './baseApi';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Bearer token of the signed-in user (from the auth slice). */
  token: string | null;
  onProgress?: (progress: UploadProgress) => void;
}

export interface Upload<T> {
  promise: Promise<Envelope<T>>;
  abort: () => void;
}

export const UPLOAD_CANCELLED = 'Upload cancelled.';

export function isUploadCancelled(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as ApiError).message === UPLOAD_CANCELLED);
}

function parseBody(text: string): Partial<ErrorEnvelope> & { data?: unknown } {
  try {
    return JSON.parse(text) as Partial<ErrorEnvelope> & { data?: unknown };
  } catch {
    return {};
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest rather than fetch: only XHR reports the bytes
 * sent (upload.onprogress), which a recipe video of many megabytes needs, and can be aborted.
 * Resolves to the envelope; rejects with the same ApiError shape as every RTK Query call.
 */
export function uploadForm<T>(path: string, body: FormData, { token, onProgress }: UploadOptions): Upload<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Envelope<T>>((resolve, reject) => {
    xhr.open('POST', `${apiHost().replace(/\/+$/, '')}/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const envelope = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success !== false) {
        resolve(envelope as unknown as Envelope<T>);
        return;
      }
      const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : ERRORS.generic;
      reject({ status: xhr.status, message, errors: envelope.errors } satisfies ApiError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', message: ERRORS.generic } satisfies ApiError);
    xhr.onabort = () => reject({ status: 'CUSTOM_ERROR', message: UPLOAD_CANCELLED } satisfies ApiError);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

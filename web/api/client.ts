import type { z } from 'zod';
import { BRAND_HEADER } from '../../contracts/brands';
import { brand } from '../app/brand';
import { STORAGE_KEYS, readStored } from '../app/storage';

/** A failed call: the HTTP status and the server's message (the seeds read `message` from the wrapper). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Part 1, service status mapping: the server's message where it sent one, else the seeds' fallback. */
function fallbackMessage(status: number): string {
  if (status === 500) {
    return 'Internal server error!';
  }
  return 'Status code not recognized!';
}

/**
 * Calls the API: every request carries X-Brand and, when a token is stored, the bearer token; the answer's wrapper is
 * parsed with the contract's schema, so the web app reads exactly what the server promised.
 */
export async function apiCall<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  const response = await send(method, path, body, 'application/json');
  return schema.parse(await response.json());
}

/** Calls the API for a file (a PDF, a zip) and saves it under `fileName`. */
export async function apiDownload(
  method: 'GET' | 'POST',
  path: string,
  fileName: string,
  body?: unknown,
): Promise<void> {
  const response = await send(method, path, body, '*/*');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

async function send(method: string, path: string, body: unknown, accept: string): Promise<Response> {
  const headers: Record<string, string> = { [BRAND_HEADER]: brand.id, Accept: accept };
  const token = readStored(STORAGE_KEYS.jwt);
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    const message =
      typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string'
        ? json.message
        : fallbackMessage(response.status);
    throw new ApiError(response.status, message);
  }
  return response;
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser or its timers refuse before Fastify sees a request, by Node's error code. */
const REFUSALS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request was not complete in time (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS)',
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const MALFORMED = { status: 400, message: 'The request is not well-formed HTTP' };

/**
 * Issue 28: Fastify's `clientErrorHandler`: a request cut off by Node (a body or headers sent too slowly: 408; headers
 * over Node's size limit: 431; anything unparsable: 400) answers in the `{status, message, data}` wrapper as every
 * other refusal does, instead of Fastify's own body. The connection then closes, as Node's default does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const { status, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status, message, data: null });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

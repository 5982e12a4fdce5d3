import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * JSON bodies through Fastify's own parser (secure-json-parse: a `__proto__` key, or a `constructor` holding a
 * `prototype`, is refused, so no body can poison a prototype), but a refused body answers a 400 that says why: the
 * forbidden key with its path, or where the JSON breaks, rather than Fastify's bare "Body is not valid JSON".
 */
export function registerJsonBody(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    void secureParse(request, text, (error, parsed) => {
      if (!error) {
        done(null, parsed);
        return;
      }
      done(text.length > 0 ? explain(text) : error, undefined);
    });
  });
}

/** Why Fastify refused a non-empty body: a poisoning key (the text is valid JSON) or a syntax error. */
function explain(body: string): Error {
  let plain: unknown;
  try {
    // JSON.parse makes `__proto__` an own property (it never sets a prototype), so reading it here is safe.
    plain = JSON.parse(body);
  } catch (error) {
    // V8 quotes part of the text in some messages; a body may hold a password, so the quote is left out.
    const reason = (error as Error).message.split(/,? (?:\.\.\.)?"|^"/)[0] || 'unexpected text';
    return badRequest('body', `must be valid JSON (${reason})`);
  }
  const path = forbiddenKeyPath(plain, 'body');
  return path
    ? badRequest(path, 'is a forbidden key (__proto__, or constructor with prototype)')
    : badRequest('body', 'must be valid JSON');
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * The path of the first forbidden key; iterative with parent links, so a deeply nested body neither overflows the
 * stack nor copies paths.
 */
function forbiddenKeyPath(root: unknown, rootName: string): string | null {
  const pathOf = (visit: Visit, ...tail: string[]) => {
    const keys = tail;
    for (let at: Visit | null = visit; at; at = at.parent) {
      keys.unshift(at.key);
    }
    return keys.join('.');
  };
  const pending: Visit[] = [{ value: root, key: rootName, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value !== 'object' || visit.value === null) {
      continue;
    }
    for (const [key, child] of Object.entries(visit.value)) {
      if (key === '__proto__') {
        return pathOf(visit, key);
      }
      if (
        key === 'constructor' &&
        typeof child === 'object' &&
        child !== null &&
        Object.prototype.hasOwnProperty.call(child, 'prototype')
      ) {
        return pathOf(visit, key, 'prototype');
      }
      pending.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

/**
 * The dependency direction of STYLE.md as lint rules, engine <- contracts <- domain <- server / web: the engine
 * imports nothing of ours and does no I/O; contracts use only engine types and zod; the domain (rules shared by web
 * and server) uses contracts and the engine, no I/O and no UI; the server and the web app never import each other;
 * the server's access policy does no I/O. eslint.config.js applies these; lint/boundaries.test.ts proves they bite.
 * That contracts export only schemas, types and constants is checked by contracts/exports.test.ts.
 */
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'child_process',
  'http',
  'https',
  'net',
  'crypto',
  'url',
  'util',
  'stream',
  'worker_threads',
  'process',
];
const DB_AND_IO = [
  'pg',
  'pg-*',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'fastify',
  'fastify*',
  '@fastify/*',
  'nodemailer',
  'pino',
  'pino*',
];
const UI = ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*', 'leaflet', 'i18next*', '@tanstack/*'];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export const boundaries = [
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/server/**', ...NODE_BUILTINS, ...DB_AND_IO],
      'The web app reaches the server only through the API.',
    ),
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      ...restrict(
        [
          '**/server/**',
          '**/web/**',
          '**/contracts/**',
          '**/domain/**',
          ...NODE_BUILTINS,
          ...DB_AND_IO,
          ...UI,
        ],
        'The engine is pure: it imports nothing of ours and does no I/O (STYLE.md).',
      ),
      'no-restricted-globals': [
        'error',
        'fetch',
        'process',
        'XMLHttpRequest',
        'localStorage',
        'window',
        'document',
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: restrict(
      ['**/server/**', '**/web/**', '**/domain/**', ...NODE_BUILTINS, ...DB_AND_IO, ...UI],
      'Contracts hold zod schemas and engine types only; the domain builds on them, not the other way.',
    ),
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: restrict(
      ['**/server/**', '**/web/**', ...NODE_BUILTINS, ...DB_AND_IO, ...UI],
      'The domain holds rules shared by web and server: it uses contracts and the engine only, with no I/O.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(['**/web/**', ...UI], 'The server does not import the web app.'),
  },
  {
    // Listed after the server's rule, which it replaces for these files: it repeats the server's patterns.
    files: ['server/policies/**/*.ts'],
    ignores: ['server/policies/**/*.test.ts'],
    rules: restrict(
      [
        '**/web/**',
        ...UI,
        '**/repositories/**',
        '**/db/**',
        '**/services/**',
        ...NODE_BUILTINS,
        ...DB_AND_IO,
      ],
      'The access policy decides from the caller alone: it reads nothing (the repositories apply its answer).',
    ),
  },
];

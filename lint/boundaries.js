/**
 * The dependency direction of STYLE.md as lint rules, engine <- contracts <- domain <- server / web: the engine
 * imports nothing of ours and does no I/O; contracts use only engine types and zod; the domain (rules shared by web
 * and server) uses contracts and the engine, no I/O and no UI; the server and the web app never import each other;
 * the server's access policy does no I/O; a web feature (web/features/<area>) imports no other feature, what two share
 * lives in web/components, web/lib or web/api. eslint.config.js applies these; lint/boundaries.test.ts proves they bite.
 * That contracts export only schemas, types and constants is checked by contracts/exports.test.ts.
 */
import { dirname, resolve, sep } from 'node:path';

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

/** The feature folder a path lies in (web/features/<area>/...), or null outside one. */
const featureOf = (path) => {
  const parts = resolve(path).split(sep);
  const at = parts.findIndex((part, i) => part === 'features' && parts[i - 1] === 'web');
  return at >= 0 && at + 2 < parts.length ? parts[at + 1] : null;
};

/**
 * A relative import (static, dynamic or a re-export) from web/features/<a> into web/features/<b>. no-restricted-imports
 * matches the import's text, and '../x' names another feature or web/x depending on the file's depth, so this rule
 * resolves the path first.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "The {{from}} feature imports the {{to}} feature's internals: move what both use to web/components, web/lib or web/api.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    const check = (source) => {
      if (from === null || typeof source?.value !== 'string' || !source.value.startsWith('.')) {
        return;
      }
      const to = featureOf(resolve(dirname(context.filename), source.value));
      if (to !== null && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundaries = [
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict(
      // Emotion's server half is a library, used by the build's prerender of the landing page (web/prerender.tsx).
      ['**/server/**', '!@emotion/server/**', ...NODE_BUILTINS, ...DB_AND_IO],
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
  {
    files: ['web/features/**/*.{ts,tsx}'],
    plugins: { airsizer: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'airsizer/no-cross-feature-imports': 'error' },
  },
];

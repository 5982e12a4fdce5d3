import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE, fieldRows, renderApiDocs, ruleText, typeText } from './api-docs';

describe('docs/api.md', () => {
  it('is the page the live OpenAPI document gives (else run npm run docs:api)', async () => {
    const page = await renderApiDocs();
    expect(readFileSync(API_DOCS_FILE, 'utf8') === page, 'docs/api.md is stale: run npm run docs:api').toBe(
      true,
    );
  }, 60_000);
});

describe('the field rows', () => {
  it('say types, bounds, lengths, defaults and nesting in words', () => {
    expect(typeText({ anyOf: [{ type: 'string', format: 'uri' }, { type: 'null' }] })).toBe(
      'string (uri) or null',
    );
    expect(typeText({ type: 'array', items: { enum: ['a', 'b'] } })).toBe('array of `"a"` | `"b"`');
    expect(ruleText({ type: 'number', minimum: -50, exclusiveMinimum: true, maximum: 60 })).toBe(
      '> -50; <= 60',
    );
    expect(
      ruleText({ type: 'string', minLength: 1, maxLength: 50, default: 'AHU1', description: 'Name' }),
    ).toBe('1-50 characters; default `"AHU1"`; Name');
    const rows = fieldRows(
      {
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'object', properties: { b: { type: 'integer' } }, required: ['b'] } },
      },
      3,
    );
    expect(rows).toEqual([
      { name: 'a', type: 'object', required: true, rules: '' },
      { name: 'a.b', type: 'integer', required: true, rules: '' },
    ]);
  });
});

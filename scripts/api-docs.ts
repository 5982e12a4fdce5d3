/**
 * docs/api.md from the OpenAPI document the server publishes at /api/docs, so the reference never drifts from the
 * zod schemas the routes validate with:
 *
 *   npm run docs:api              rewrite docs/api.md
 *   npm run docs:api -- --check   write nothing; exit 1 when docs/api.md differs from the live document
 *
 * The app is built as the tests build it (server/test/app.ts: in-memory PGlite, no web files); who may call each
 * route comes from server/test/route-cases.ts, which the authorization matrix proves against the running server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../server/test/app';
import { ROUTE_CASES, type Access } from '../server/test/route-cases';

export const API_DOCS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api.md');

/** The part of an OpenAPI 3.0 schema object this page reads. */
interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'anyone (no token)',
  own: "a signed-in user, on their own resources (another user's answer 404)",
  self: 'a signed-in user',
  admin: 'administrators only (an ordinary user gets 403)',
};

/** The nesting depth shown of request fields and of answer data; deeper structure is named, not listed. */
const REQUEST_DEPTH = 3;
const ANSWER_DEPTH = 2;

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function literal(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
}

/** The alternatives of a union, without the null one (said as "or null"). */
function alternatives(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);
}

/** The type of a schema in a few words: `number`, `string (date-time)`, `array of object`, `"a" | "b"`. */
export function typeText(schema: JsonSchema): string {
  const union = alternatives(schema);
  if (union) {
    const named = union.filter((alt) => !isNullSchema(alt)).map(typeText);
    const text = [...new Set(named)].join(' or ');
    return union.some(isNullSchema) ? `${text} or null` : text;
  }
  if (schema.allOf?.length === 1 && schema.allOf[0]) {
    return typeText(schema.allOf[0]);
  }
  if (schema.enum) {
    return schema.enum.map((value) => literal(value)).join(' | ');
  }
  if (schema.const !== undefined) {
    return literal(schema.const);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let text = types.filter((type) => type !== 'null').join(' or ') || 'any';
  if (text === 'array' && schema.items) {
    text = `array of ${typeText(schema.items)}`;
  }
  if (schema.format) {
    text += ` (${schema.format})`;
  }
  if (schema.nullable || types.includes('null')) {
    text += ' or null';
  }
  return text;
}

/** A bound in words: at least / more than, at most / less than (OpenAPI 3.0 booleans and 3.1 numbers alike). */
function bounds(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const unsafe = (n: number) => Math.abs(n) >= Number.MAX_SAFE_INTEGER;
  if (typeof schema.exclusiveMinimum === 'number') {
    rules.push(`> ${schema.exclusiveMinimum}`);
  } else if (schema.minimum !== undefined && !unsafe(schema.minimum)) {
    rules.push(`${schema.exclusiveMinimum === true ? '>' : '>='} ${schema.minimum}`);
  }
  if (typeof schema.exclusiveMaximum === 'number') {
    rules.push(`< ${schema.exclusiveMaximum}`);
  } else if (schema.maximum !== undefined && !unsafe(schema.maximum)) {
    rules.push(`${schema.exclusiveMaximum === true ? '<' : '<='} ${schema.maximum}`);
  }
  return rules;
}

/** The rules of one field: bounds, lengths, pattern, default and its description. */
export function ruleText(schema: JsonSchema): string {
  const union = alternatives(schema);
  const parts: string[] = [];
  if (union) {
    for (const alt of union) {
      parts.push(...bounds(alt));
    }
  }
  parts.push(...bounds(schema));
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    parts.push(`${schema.minLength}-${schema.maxLength} characters`);
  } else if (schema.minLength !== undefined) {
    parts.push(`at least ${schema.minLength} characters`);
  } else if (schema.maxLength !== undefined) {
    parts.push(`at most ${schema.maxLength} characters`);
  }
  if (schema.minItems !== undefined) {
    parts.push(`at least ${schema.minItems} items`);
  }
  if (schema.maxItems !== undefined) {
    parts.push(`at most ${schema.maxItems} items`);
  }
  if (schema.pattern !== undefined) {
    parts.push(`matches \`${schema.pattern}\``);
  }
  if (schema.default !== undefined) {
    parts.push(`default ${literal(schema.default)}`);
  }
  if (schema.description) {
    parts.push(schema.description);
  }
  return parts.join('; ');
}

/** The object a schema describes, looking through a one-member allOf and a nullable union. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) {
    return schema;
  }
  if (schema.allOf?.length === 1 && schema.allOf[0]) {
    return objectOf(schema.allOf[0]);
  }
  const union = alternatives(schema)?.filter((alt) => !isNullSchema(alt));
  if (union?.length === 1 && union[0]) {
    return objectOf(union[0]);
  }
  return undefined;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string;
}

/** The fields of an object schema as rows, nested objects and arrays of objects as `a.b` and `a[].b`. */
export function fieldRows(schema: JsonSchema, maxDepth: number, prefix = '', depth = 1): FieldRow[] {
  const object = objectOf(schema);
  if (!object?.properties) {
    return [];
  }
  const required = new Set(object.required ?? []);
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(object.properties)) {
    const name = `${prefix}${key}`;
    rows.push({ name, type: typeText(field), required: required.has(key), rules: ruleText(field) });
    if (depth >= maxDepth) {
      continue;
    }
    const inner = objectOf(field);
    const items = field.items ? objectOf(field.items) : undefined;
    if (inner) {
      rows.push(...fieldRows(inner, maxDepth, `${name}.`, depth + 1));
    } else if (items) {
      rows.push(...fieldRows(items, maxDepth, `${name}[].`, depth + 1));
    }
  }
  return rows;
}

function fieldTable(rows: FieldRow[]): string[] {
  return [
    '| field | type | required | rules |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${cell(row.name)}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.rules)} |`,
    ),
  ];
}

/** The answer's `data` when the body is the { status, message, data } wrapper, else the whole body. */
function answerData(schema: JsonSchema): JsonSchema | undefined {
  const object = objectOf(schema);
  const props = object?.properties;
  if (props && 'status' in props && 'message' in props && props.data) {
    return props.data;
  }
  return object;
}

function answerLines(status: string, answer: NonNullable<Operation['responses']>[string]): string[] {
  const schema = answer.content?.['application/json']?.schema;
  const binary = answer.description && answer.description !== 'Default Response';
  if (binary || !schema) {
    return [`- **${status}**: ${binary ? `a file, ${answer.description}` : 'no body'}`];
  }
  const data = answerData(schema);
  if (!data) {
    return [`- **${status}**: ${typeText(schema)}`];
  }
  const rows = fieldRows(data, ANSWER_DEPTH);
  const lines = [`- **${status}**: \`data\` is ${typeText(data)}${rows.length > 0 ? ':' : ''}`];
  if (rows.length === 0 && data.items) {
    const itemRows = fieldRows(data.items, ANSWER_DEPTH);
    if (itemRows.length > 0) {
      lines[0] += ', each:';
      lines.push('', ...fieldTable(itemRows).map((line) => `  ${line}`), '');
    }
    return lines;
  }
  if (rows.length > 0) {
    lines.push('', ...fieldTable(rows).map((line) => `  ${line}`), '');
  }
  return lines;
}

/** A GitHub-style heading anchor for `text`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
}

/** The Markdown page of one OpenAPI document: an index, then a section per route in the document's order. */
export function apiDocsMarkdown(document: OpenApiDocument): string {
  const operations: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path, operation });
    }
  }
  const out: string[] = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` (scripts/api-docs.ts) from the OpenAPI document; do not edit by hand. -->',
    '',
    `${document.info?.description ?? ''} The same document is served, browsable, at \`/api/docs\`. Types and rules are`,
    'the zod schemas of `contracts/` as the routes validate them: a request that breaks one answers 400 with a',
    "message naming the field and the rule; another user's resource answers 404. Who may call a route is what the",
    'authorization matrix (`server/reliability/authorization-matrix.test.ts`) proves for it.',
    '',
    '<a id="refusals"></a>A refusal (any status from 400) is the same wrapper with `data` null or',
    '`{ field?, key?, errorId? }`: `field` names the offending request field (400), `key` is a message key the web',
    "app words in the user's language with the field's label, `errorId` the id under which a 500 was logged.",
    '`message` says what was refused and why.',
    '',
    '| method | path | summary |',
    '| --- | --- | --- |',
  ];
  for (const { method, path, operation } of operations) {
    const title = `${method} ${path}`;
    out.push(`| ${method} | [\`${path}\`](#${slug(title)}) | ${cell(operation.summary ?? '')} |`);
  }
  for (const { method, path, operation } of operations) {
    const key = `${method} ${path}`;
    const access = ROUTE_CASES[key]?.access;
    const security = operation.security?.some((entry) => 'bearerAuth' in entry) ? 'bearer token' : 'none';
    out.push('', `## ${key}`, '');
    if (operation.summary) {
      out.push(`${operation.summary}.`.replace(/\.\.$/, '.'), '');
    }
    if (operation.description) {
      out.push(operation.description, '');
    }
    out.push(`- Security: ${security}`);
    if (access) {
      out.push(`- Who may call: ${ACCESS_TEXT[access]}`);
    }
    for (const where of ['path', 'query'] as const) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
      if (parameters.length > 0) {
        out.push('', `${where === 'path' ? 'Path' : 'Query'} parameters:`, '');
        out.push(
          ...fieldTable(
            parameters.map((parameter) => ({
              name: parameter.name,
              type: parameter.schema ? typeText(parameter.schema) : 'string',
              required: parameter.required === true,
              rules: [parameter.schema ? ruleText(parameter.schema) : '', parameter.description ?? '']
                .filter(Boolean)
                .join('; '),
            })),
          ),
        );
      }
    }
    const body = operation.requestBody?.content?.['application/json']?.schema;
    if (body) {
      const rows = fieldRows(body, REQUEST_DEPTH);
      out.push('', `Body (JSON${operation.requestBody?.required ? ', required' : ''}): ${typeText(body)}`);
      if (rows.length > 0) {
        out.push('', ...fieldTable(rows));
      }
    }
    const answers = Object.entries(operation.responses ?? {});
    out.push('', 'Answers:', '');
    for (const [status, answer] of answers.filter(([code]) => Number(code) < 400)) {
      out.push(...answerLines(status, answer));
    }
    const failures = answers.map(([code]) => code).filter((code) => Number(code) >= 400);
    if (failures.length > 0) {
      out.push(`- **${failures.join(', ')}**: [a refusal](#refusals)`);
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** The page for the app as it is now: builds the test app, reads its OpenAPI document, closes it. */
export async function renderApiDocs(): Promise<string> {
  const test = await createTestApp();
  try {
    return apiDocsMarkdown(test.app.swagger() as OpenApiDocument);
  } finally {
    await test.close();
  }
}

async function main(): Promise<void> {
  const page = await renderApiDocs();
  if (process.argv.includes('--check')) {
    const current = readFileSync(API_DOCS_FILE, 'utf8');
    if (current !== page) {
      console.error('docs/api.md is stale: run npm run docs:api');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(API_DOCS_FILE, page);
  console.log(`docs/api.md: ${page.split('\n').length} lines`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}

import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { CatalogueSchema, PoolCatalogueSchema } from '../contracts/catalogue';
import { catalogueProblems } from '../engine/catalogue';
import { CATALOGUE } from '../engine/catalogue/catalogue';
import type { Catalogue } from '../engine/catalogue/types';
import { POOL_CATALOGUE, type PoolCatalogue } from '../engine/pool';
import { ConfigError, type Config } from './config';

/**
 * The catalogues the product selects from: the demo Compact PRO and HYDRApro unless CATALOGUE_FILE /
 * POOL_CATALOGUE_FILE name a manufacturer's JSON file. Read once at start-up; a file that cannot be read, is not
 * JSON, breaks the schema (contracts/catalogue.ts) or a physical rule (engine/catalogue/consistency.ts) stops the
 * start-up with one line naming the variable, the entry and the rule.
 */
export interface Catalogues {
  compact: Catalogue;
  pool: PoolCatalogue;
}

export function loadCatalogues(config: Pick<Config, 'CATALOGUE_FILE' | 'POOL_CATALOGUE_FILE'>): Catalogues {
  const compact =
    config.CATALOGUE_FILE === undefined
      ? CATALOGUE
      : (parseFile('CATALOGUE_FILE', config.CATALOGUE_FILE, CatalogueSchema) as Catalogue);
  if (compact !== CATALOGUE) {
    const [problem] = catalogueProblems(compact);
    if (problem) {
      throw invalid('CATALOGUE_FILE', config.CATALOGUE_FILE, `${problem.entry}: ${problem.rule}`);
    }
  }
  const pool =
    config.POOL_CATALOGUE_FILE === undefined
      ? POOL_CATALOGUE
      : (parseFile('POOL_CATALOGUE_FILE', config.POOL_CATALOGUE_FILE, PoolCatalogueSchema) as PoolCatalogue);
  return { compact, pool };
}

function invalid(variable: string, file: string | undefined, what: string): ConfigError {
  return new ConfigError(`Invalid configuration: ${variable} ${JSON.stringify(file)}: ${what}`);
}

function parseFile<T extends z.ZodType>(variable: string, file: string, schema: T): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not JSON (${error.message})` : 'cannot be read';
    throw invalid(variable, file, reason);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(variable, file, `${issuePath(issue.path) || 'the file'}: ${issue.message}`);
  }
  return parsed.data;
}

/** Where in a catalogue file an issue sits, for people: 'unitTypes[2].sizeData.fans.Standard.curve[0].qV'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (at, key) =>
      typeof key === 'number' ? `${at}[${key}]` : at === '' ? String(key) : `${at}.${String(key)}`,
    '',
  );
}

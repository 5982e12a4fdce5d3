/**
 * Prints a demo catalogue as JSON, the template of a manufacturer's CATALOGUE_FILE / POOL_CATALOGUE_FILE
 * (contracts/catalogue.ts is its schema): `npx tsx scripts/export-catalogue.ts [compact|pool] > catalogue.json`.
 * Set `demo` to false in a real catalogue: the documents then drop the demo notice.
 */
import { COMPACT_PRO } from '../engine/catalogue';
import { POOL_CATALOGUE } from '../engine/pool';

const which = process.argv[2] ?? 'compact';
if (which !== 'compact' && which !== 'pool') {
  console.error('usage: tsx scripts/export-catalogue.ts [compact|pool]');
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(which === 'compact' ? COMPACT_PRO : POOL_CATALOGUE, null, 2)}\n`);

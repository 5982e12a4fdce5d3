import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';

// The boundary rules alone, on source text given in memory, so the test needs no files and no type information.
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('dependency direction (STYLE.md)', () => {
  it.each([
    ["import { buildApp } from '../server/app';", 'server/'],
    ["import { App } from '../../web/app/App';", 'web/'],
    ["import pg from 'pg';", 'a database driver'],
    ["import { PGlite } from '@electric-sql/pglite';", 'PGlite'],
    ["import { readFileSync } from 'node:fs';", 'a node: module'],
    ["import { z } from 'zod';\nimport { envelope } from '../../contracts/envelope';", 'contracts/'],
  ])('fails an engine file that imports %s (%s)', async (code) => {
    expect(await problems('engine/psychro/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('fails an engine file that reaches for fetch', async () => {
    expect(await problems('engine/probe.ts', "export const f = () => fetch('/x');")).toContain(
      'no-restricted-globals',
    );
  });

  it('passes an engine file that imports only the engine', async () => {
    expect(
      await problems(
        'engine/psychro/probe.ts',
        "import { checkRange } from '../errors';\nexport { checkRange };",
      ),
    ).toEqual([]);
  });

  it('fails contracts that import the server and passes contracts that import engine types', async () => {
    expect(await problems('contracts/probe.ts', "import { buildApp } from '../server/app';")).toContain(
      'no-restricted-imports',
    );
    expect(
      await problems('contracts/probe.ts', "import type { AirState } from '../engine/psychro';"),
    ).toEqual([]);
  });

  it('fails contracts that import the domain (engine <- contracts <- domain)', async () => {
    expect(
      await problems('contracts/probe.ts', "import { stepProblem } from '../domain/positions';"),
    ).toContain('no-restricted-imports');
    expect(await problems('engine/probe.ts', "import { dataSheet } from '../domain/data-sheet';")).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ["import { buildApp } from '../server/app';", 'server/'],
    ["import { App } from '../web/app/App';", 'web/'],
    ["import { readFileSync } from 'node:fs';", 'a node: module'],
    ["import pg from 'pg';", 'a database driver'],
    ["import { useState } from 'react';", 'React'],
  ])('fails a domain file that imports %s (%s)', async (code) => {
    expect(await problems('domain/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('passes a domain file that imports contracts and the engine, and server and web files that import the domain', async () => {
    const domain =
      "import { PositionFieldsSchema } from '../contracts/positions';\nimport { select } from '../engine/select';";
    expect(await problems('domain/probe.ts', domain)).toEqual([]);
    const use = "import { stepProblem } from '../../domain/positions';";
    expect(await problems('server/services/probe.ts', use)).toEqual([]);
    expect(await problems('web/features/probe.tsx', use)).toEqual([]);
  });

  it('fails an access policy that reads the database and passes one that imports the errors', async () => {
    expect(
      await problems(
        'server/policies/probe.ts',
        "import { findProject } from '../repositories/projects.repository';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await problems('server/policies/probe.ts', "import type { FastifyRequest } from 'fastify';"),
    ).toContain('no-restricted-imports');
    expect(await problems('server/policies/probe.ts', "import { App } from '../../web/app/App';")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('server/policies/probe.ts', "import { forbidden } from '../errors';")).toEqual([]);
  });

  it('fails the web app importing the server and the server importing the web app', async () => {
    expect(await problems('web/app/probe.tsx', "import { buildApp } from '../../server/app';")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('server/probe.ts', "import { App } from '../web/app/App';")).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['web/features/projects/ProjectItemPage.tsx', "import { PoolTable } from '../pool/PoolTable';"],
    ['web/features/configurator/steps/FanStep.tsx', "import { formatNumber } from '../../projects/format';"],
    [
      'web/features/positions/energy/EnergyPanel.test.tsx',
      "import { documentRow } from '../../documents/testing';",
    ],
    [
      'web/features/landing/LandingPage.tsx',
      "const LoginDialog = lazy(() => import('../accounts/LoginDialog'));",
    ],
    ['web/features/admin/AdminPanelPage.tsx', "export { ProjectsTable } from '../dashboard/ProjectsTable';"],
  ])('fails %s importing another feature (%s)', async (filePath, code) => {
    expect(await problems(filePath, code)).toContain('airsizer/no-cross-feature-imports');
  });

  it('passes a feature importing itself at any depth, and the shared web folders', async () => {
    const code = [
      "import { wizard } from '../wizard';",
      "import { NumField } from '../../../components/NumField';",
      "import { formatNumber } from '../../../lib/format';",
      "import { positionsApi } from '../../../api/positions';",
      "import { useSession } from '../../../app/session';",
    ].join('\n');
    expect(await problems('web/features/configurator/steps/FanStep.tsx', code)).toEqual([]);
    // The app's routes put the features together.
    expect(
      await problems(
        'web/app/routes.tsx',
        "const Page = lazy(() => import('../features/pool/ChooseUnitPage'));",
      ),
    ).toEqual([]);
  });
});

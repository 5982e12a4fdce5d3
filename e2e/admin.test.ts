import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../server/test/projects';
import { E2E_ADMIN } from './support/admin-account';
import { E2E_PASSWORD, signIn, signInNewUser } from './support/accounts';
import { appUrl, launchBrowser, newContext, screenshot } from './support/browser';

/**
 * The admin panel (issue 10): the administrator made at the server's first start from ADMIN_EMAIL and ADMIN_PASSWORD
 * (global-setup) filters the projects by a user and opens one in admin mode; a normal user gets no panel and 403s.
 * Opening a position's revision screen from there waits for positions (the configurator).
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Creates a project as the user signed in in `page`; its id. */
async function createProject(name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const res = await fetch(appUrl('/api/project/create-project'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(projectPayload({ name })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The status of an admin call made from the page with its stored token, as the app would make it. */
function statusFromPage(method: string, path: string, body?: object): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.status;
    },
    { method, path, body },
  );
}

describe('the admin panel', () => {
  let owner: { email: string };
  let other: { email: string };
  let ownersProject: number;

  it('lets the administrator filter projects by a user and open one in admin mode', async () => {
    owner = await signInNewUser(page, 'Olga');
    ownersProject = await createProject('Olga Plant');
    await createProject('Olga Depot');
    other = await signInNewUser(page, 'Igor');
    await createProject('Igor Hall');

    await signIn(page, E2E_ADMIN);
    await page.goto(appUrl('/'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-admin').click();
    await page.waitForURL(appUrl('/adminPanel'));
    await page.getByTestId('admin-summary').waitFor();
    expect(Number(await page.getByTestId('summary-users').textContent())).toBeGreaterThanOrEqual(3);
    expect(Number(await page.getByTestId('summary-projects').textContent())).toBeGreaterThanOrEqual(3);

    // Every account fits one page of 100 in a test run.
    const users = page.getByTestId('users-table');
    await users.getByRole('combobox').click();
    await page.getByRole('option', { name: '100' }).click();
    const ownerRow = users.getByRole('row').filter({ hasText: owner.email });
    await ownerRow.locator('[data-testid^="show-projects-"]').click();

    const projects = page.getByTestId('admin-projects');
    await expect
      .poll(() => page.getByTestId('admin-projects-title').textContent())
      .toBe('Projects of Olga Jovanović');
    await expect.poll(() => projects.getByRole('row').count()).toBe(3); // the header and two projects
    const text = await projects.textContent();
    expect(text).toContain('Olga Plant');
    expect(text).toContain('Olga Depot');
    expect(text).not.toContain('Igor Hall');
    expect(text).toContain(owner.email);
    await screenshot(page, 'admin-panel-projects-of-a-user');

    await page.getByTestId(`open-project-${ownersProject}`).click();
    await page.waitForURL(appUrl('/project-item'));
    await expect.poll(() => page.getByTestId('project-title').textContent()).toBe('Olga Plant');
    expect(await page.getByText('Admin mode').textContent()).toContain('another user');
    await screenshot(page, 'admin-panel-project-in-admin-mode');
  });

  it('shows a normal user no panel, and every admin call answers 403', async () => {
    await signIn(page, { email: other.email, password: E2E_PASSWORD, firstName: 'Igor' });
    await page.goto(appUrl('/adminPanel'));
    await page.waitForURL(appUrl('/'));
    expect(await page.getByTestId('admin-summary').count()).toBe(0);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-account').waitFor();
    expect(await page.getByTestId('menu-admin').count()).toBe(0);
    await page.keyboard.press('Escape');

    expect(await statusFromPage('GET', '/users/all')).toBe(403);
    expect(await statusFromPage('GET', '/project/allAdmin')).toBe(403);
    expect(await statusFromPage('GET', `/project/oneByAdmin?projectId=${ownersProject}`)).toBe(403);
    expect(await statusFromPage('GET', '/admin/audit')).toBe(403);
    const users = await statusFromPage('PUT', `/admin/users/00000000-0000-4000-8000-000000000000/role`, {
      role: 'admin',
    });
    expect(users).toBe(403);
  });
});

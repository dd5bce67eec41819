import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, uniqueEmail } from '../../support/accounts';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ensureWebBuild, webDir } from './web-build';

export async function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  ensureWebBuild();
  return startTestServer({ WEB_DIR: webDir, ...env });
}


export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Fills the sign-up form, picks a source and lands on the dashboard. */
export async function signUpThroughUi(page: Page, baseUrl: string, user: Partial<NewUser> = {}): Promise<NewUser> {
  const person: NewUser = { email: uniqueEmail('e2e'), password: PASSWORD, firstName: 'Erika', lastName: 'Muster', ...user };
  await page.goto(`${baseUrl}/auth/signup`);
  await page.selectOption('select[name="gender"]', 'Female');
  await page.fill('input[name="firstName"]', person.firstName);
  await page.fill('input[name="lastName"]', person.lastName);
  await page.fill('input[name="email"]', person.email);
  await page.fill('input[name="phone"]', '15112345678');
  await page.fill('input[name="password"]', person.password);
  await page.fill('input[name="password2"]', person.password);
  await page.fill('input[name="company"]', 'Acme Network');
  await page.selectOption('select[name="country"]', 'Germany');
  await page.click('button[type="submit"]:has-text("Sign up")');
  await page.waitForURL('**/auth/signup/source');
  await page.check('input[name="source"][value="Event"]');
  await page.click('button:has-text("Continue")');
  await page.waitForURL('**/dashboard');
  return person;
}

export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string, stay = true): Promise<void> {
  await page.goto(`${baseUrl}/auth/signin`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  if (!stay) await page.uncheck('input[name="stay"]');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
}

export async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  expect(await page.getByText(text).count()).toBeGreaterThan(0);
}

// Helpers of the dashboard's commerce journeys: the development mailbox and the text of a PDF.
import { inflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { MOBILE } from '../../support/shell-session';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

export async function mails(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/** The portal-relative path of the first link in the newest mail of `template` to `to`. */
export async function linkInMail(request: APIRequestContext, to: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mails(request, to)).find((m) => m.template === template);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** The text a PDF shows: its deflated content streams inflated and the strings of their text operators joined. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(source))) {
    const start = m.index + m[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content = '';
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      // not a deflated stream (an image, a font)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      out.push(pieces.join(''));
    }
    // past the 'endstream' keyword, whose own 'stream' would otherwise start a bogus stream that swallows the next
    streams.lastIndex = end + 'endstream'.length;
  }
  return out.join('\n');
}

/** The API token the signed-in page holds (for fetching a portal file the way the page does). */
export function apiToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('apiTokens_'));
    return (
      (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { accessToken?: string }).accessToken ?? ''
    );
  });
}

/**
 * Clicks `opener`, which opens a portal file in a new tab (the page fetches it with the user's token and shows it
 * through a blob URL), and returns that PDF as the API served it under `filePath`.
 */
export async function pdfOpenedInNewTab(page: Page, opener: Locator, filePath: string): Promise<Buffer> {
  const fileResponse = page.waitForResponse((r) => r.url().includes(filePath));
  const tab = page.context().waitForEvent('page');
  await opener.click();
  const response = await fileResponse;
  expect(response.status()).toBe(200);
  // the page's own copy went to a blob URL: the file is fetched again with the user's token to be read
  const file = await page.request.get(response.url(), {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(file.headers()['content-type']).toContain('application/pdf');
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  return pdf;
}

/**
 * Signs in (with the seed's password unless told) and waits until the portal holds an API token (the dashboard's
 * calls need it).
 */
export async function signInToDashboard(page: Page, email: string, password?: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForFunction(() =>
    Object.keys(window.sessionStorage).some((k) => k.startsWith('apiTokens_')),
  );
}

/** On the Replacement Parts page: finds the units, picks the first by its serial, and waits for its parts. */
export async function openFirstUnitParts(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Find Unit' }).click();
  const units = page.getByRole('list', { name: 'Matching units' }).getByRole('button');
  await expect(units.first()).toBeVisible();
  const serial = ((await units.first().textContent()) ?? '').split(' · ')[0]!.trim();
  await units.first().click();
  await expect(page).toHaveURL(new RegExp(`serial=${serial}`));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Parts for unit ${serial}`) }),
  ).toBeVisible();
}

/** Narrows the window to the mobile header, opens its side menu and returns the dashboard's part of it. */
export async function openDashboardSideMenu(page: Page): Promise<Locator> {
  await page.setViewportSize(MOBILE);
  const header = page.locator('header.portal-header');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = header.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens My Fleet's Filters toggle unless it is open already: the facets sit behind it (issue 38). */
export async function openFleetFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filters( \(\d+ chosen\))?$/ });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * One field of My Fleet's units, found by its name (the user chooses and orders the columns): a column of the table,
 * or each card's entry below 592 px, where the kit's table becomes cards.
 */
export async function fleetColumn(page: Page, header: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Units in your fleet' });
  const cards = page.getByRole('list', { name: 'Units in your fleet' });
  await expect(table.locator('tbody tr').or(cards.getByRole('listitem')).first()).toBeVisible({
    timeout: 30_000,
  });
  if (await cards.isVisible())
    return cards
      .locator('dt')
      .filter({ hasText: new RegExp(`^${header}$`) })
      .locator('xpath=following-sibling::dd[1]');
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `My Fleet's columns ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`);
}

// Punchout end to end (spec 1, 3, 8; issue 6 point 10): a procurement system posts the OCI setup form, the browser
// lands on the launch page, is signed in as the punchout user, shops with View Cart only (no checkout, no training
// store) and returns the cart: the hook URL receives the OCI fields. Bad launch tokens stop on the launch page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../../support/fixtures';
import { sessionState } from '../../support/sign-in';
import { findStoreParts } from './cart-parts';
import { goInApp } from './checkout-helpers';

const PUNCHOUT_USER = 'punchout@lakeshore-utilities.example';
const PASSWORD = 'Portal!2345';

interface HookPost {
  path: string;
  contentType: string;
  body: Buffer;
}

/** The procurement system's side: a local HTTP listener standing in for the OCI hook URL. */
async function startHookListener() {
  const posts: HookPost[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST')
        posts.push({
          path: req.url ?? '',
          contentType: req.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
        });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Procurement</title><h1>Cart received</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    posts,
    hookUrl: `http://127.0.0.1:${port}/oci/return?sid=e2e-42`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf-8').toString('base64url');

test('a procurement system starts a punchout session; the cart goes back to its hook URL', async ({
  page,
  request,
  baseURL,
}) => {
  const hook = await startHookListener();
  try {
    const { good } = await findStoreParts(request, baseURL!);
    const part = good[0]!;

    // the procurement system posts the OCI setup form
    const setup = await request.post(`${baseURL}/api/punchout/setup`, {
      form: {
        USERNAME: PUNCHOUT_USER,
        PASSWORD,
        HOOK_URL: hook.hookUrl,
        '~TARGET': '_top',
        '~CHARSET': 'ISO-8859-1',
      },
      maxRedirects: 0,
    });
    expect(setup.status()).toBe(303);
    const location = setup.headers()['location'] ?? '';
    expect(location).toMatch(/^\/pages\/punchout-launch\?token=/);

    // the browser follows it: launch page → store, signed in silently with the punchout cookies
    await page.goto(location);
    await expect(page).toHaveURL(/\/pages\/store$/);
    await expect.poll(async () => (await sessionState(page))?.email).toBe(PUNCHOUT_USER);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'punchout')?.value).toBe('true');
    await expect(page.getByRole('link', { name: /in the training cart$/ })).toHaveCount(0);

    // denied the training store
    await goInApp(page, '/pages/training-store');
    await expect(page).toHaveURL(/\/pages\/store\/accessDenied\?originalURL=/);

    // add a part: the added-to-cart modal offers View Cart only
    await goInApp(page, '/pages/store/cart/quick-order');
    await page.getByLabel('Part number, row 1').fill(part.partNumber);
    await page.getByLabel('Quantity, row 1').fill('3');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '3 item(s) added to cart.' });
    await expect(modal.getByRole('link', { name: /^View Cart/ })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Check Out Now' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toHaveCount(0);
    await modal.getByRole('link', { name: /^View Cart/ }).click();

    // the cart: no checkout, a way back to the procurement system
    await expect(page).toHaveURL(/\/pages\/store\/cart$/);
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
    // record how the form is submitted (the page is gone once the hook answers)
    await page.evaluate(() => {
      const submit = HTMLFormElement.prototype.submit;
      HTMLFormElement.prototype.submit = function recordAndSubmit(this: HTMLFormElement) {
        window.localStorage.setItem(
          'e2e-oci-form',
          JSON.stringify({ charset: this.acceptCharset, target: this.target, action: this.action }),
        );
        submit.call(this);
      };
    });
    await page.getByRole('button', { name: 'Return Cart to Procurement System' }).click();

    await expect.poll(() => hook.posts.length).toBe(1);
    await expect(page).toHaveURL(hook.hookUrl);
    const [post] = hook.posts as [HookPost];
    expect(post.path).toBe('/oci/return?sid=e2e-42');
    expect(post.contentType).toContain('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(post.body.toString('latin1'));
    // the punchout user's server cart may hold lines from other tests: find this part's line by its part number
    const line = [...fields.entries()]
      .find(([name, value]) => /^NEW_ITEM-VENDORMAT\[\d+\]$/.test(name) && value === part.partNumber)?.[0]
      .replace('NEW_ITEM-VENDORMAT', '');
    expect(line).toBeDefined();
    expect(fields.get(`NEW_ITEM-QUANTITY${line}`)).toBe('3');
    expect(fields.get(`NEW_ITEM-DESCRIPTION${line}`)).toBe(part.productDisplayName.slice(0, 40));
    expect(fields.get(`NEW_ITEM-PRICE${line}`)).toBe(part.displayPrice!.toFixed(2));

    const state = await page.context().storageState();
    const portal = state.origins.find((o) => o.origin === new URL(baseURL!).origin);
    const recorded = JSON.parse(
      portal?.localStorage.find((e) => e.name === 'e2e-oci-form')?.value ?? '{}',
    ) as {
      charset?: string;
      target?: string;
      action?: string;
    };
    expect(recorded).toEqual({ charset: 'ISO-8859-1', target: '_top', action: hook.hookUrl });
  } finally {
    await hook.close();
  }
});

test('a launch token that cannot be decoded stops on the launch page', async ({ page }) => {
  await page.goto('/pages/punchout-launch?token=not-a-token');
  await expect(page.getByRole('alert').filter({ hasText: 'Token could not be decoded' })).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/punchout-launch/);
  expect((await page.context().cookies()).find((c) => c.name === 'punchout')).toBeUndefined();

  await page.goto('/pages/punchout-launch');
  await expect(page.getByRole('alert').filter({ hasText: 'Token could not be decoded' })).toBeVisible();
});

test('a malformed launch token is explained and reported', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  const token = `${b64url({ alg: 'none' })}.${b64url({ accessToken: 'x', punchOutType: 'OCI' })}.sig`;
  await page.goto(`/pages/punchout-launch?token=${token}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'the launch token is malformed or has expired' }),
  ).toBeVisible();
  await expect.poll(() => reports.some((r) => r.includes('[portal] API request failed'))).toBe(true);
  expect((await page.context().cookies()).find((c) => c.name === 'punchout')).toBeUndefined();
});

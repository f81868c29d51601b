/**
 * @jest-environment node
 */
// docs/route-map.md is generated from the code (scripts/route-map-doc.mjs, issue 37): this fails in `npm test` when
// the committed file is not what the area manifests, the pages' calls and the API's domains give today.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const script = path.join(root, 'scripts/route-map-doc.mjs');

function check(env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, '--check'],
      { env: { ...process.env, ...env } },
      (error, _out, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

test('the committed docs/route-map.md is current (npm run docs:route-map writes it)', async () => {
  const result = await check();
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}, 60_000);

test('the map traces a page to its gateway endpoint, domain and tables', () => {
  const map = readFileSync(path.join(root, 'docs/route-map.md'), 'utf8');
  const row = map
    .split('\n')
    .find((line) => line.startsWith('| `/pages/dashboard/equipment/warranty/detail/:claimId`'));
  expect(row).toContain('gateway `/warranty/details`');
  expect(row).toContain('`warranty`');
  expect(row).toContain('`warranty_claims`');
});

test('the map follows endpoints named by constants and the api-client helpers, and says when a page calls nothing', () => {
  const rows = readFileSync(path.join(root, 'docs/route-map.md'), 'utf8').split('\n');
  const row = (url: string) => rows.find((line) => line.startsWith(`| \`${url}\` |`)) ?? '';
  // gateway(`${CSR_ACTOR}/…`) on the page, path: `${CSR_ACTOR}/…` in the API
  expect(row('/pages/csr/customerSupport/updateContactsACFlag')).toContain(
    'gateway `/rest/model/{product}/csr/CsrActor/getNumActiveB2BUsers`',
  );
  expect(row('/pages/csr/customerSupport/updateContactsACFlag')).toContain('`customer-service`');
  // gateway(BULK_UPLOAD_ENDPOINT, …)
  expect(row('/pages/csr/customerSupport/bulkUserUpload')).toContain('gateway `/bulkUserUpload`');
  // fetchAssociateOrganizations from @portal/api-client runs AssociateOrganizationsDocument
  expect(row('/pages/associateLanding')).toContain(
    'query `AssociateOrganizations` → `associateOrganizations`',
  );
  expect(row('/pages/csr')).toContain('none: links to the customer-service pages');
  // a hook built on its module's queryOptions and fetcher (useTeamOrderSeats → teamOrderSeatsOptions →
  // fetchTeamOrderSeats, one module): the page's document is found through the module's own exports
  expect(row('/pages/training-store/orders/:courseOrderId')).toContain(
    'query `TeamOrder` → `courseOrderSeats`',
  );
  expect(row('/pages/training-store/course/:courseId')).toContain('query `CourseDetail` → `courseDetail`');
});

test('a file that differs from what the code gives fails the check', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-map-doc-'));
  const stale = path.join(dir, 'route-map.md');
  const current = readFileSync(path.join(root, 'docs/route-map.md'), 'utf8');
  writeFileSync(stale, current.replace('`warranty_claims`', '`warranty_claim`'));
  try {
    const result = await check({ ROUTE_MAP_DOC: stale });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('route-map.md is not what the code gives');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

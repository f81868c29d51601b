/**
 * @jest-environment node
 */
// The gateway contract end to end, with the TypeScript compiler: the checked-in contract is what the API's handlers
// give, and when a handler stops returning a field a page reads, the page no longer type-checks (issue 37).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  apiProgram,
  compilerHost,
  compilerOptions,
  CONTRACT_OUTPUT,
  gatewayContractSource,
  REPO_ROOT,
} from '../codegen/gateway-contract';
import { formatContract } from '../codegen/format-contract';

// the compiler reads the API's and the dashboard's programs: minutes on a busy 2-core machine
jest.setTimeout(600_000);

const WARRANTY_SERVICE = path.join(REPO_ROOT, 'api/src/domains/warranty/warranty-service.ts');
const FIXTURE_PAGE = path.join(REPO_ROOT, 'mfe-dashboard/src/features/warranty/contract-fixture-page.ts');

/** A page as the dashboard writes one: it reads the claim number of /warranty/details. */
const PAGE = `
import { gateway, type GatewayResponse } from '@portal/api-client';

type ClaimDetails = GatewayResponse<'/warranty/details'>;

export const claimHeading = (claim: ClaimDetails) => \`Claim \${claim.claimNumber} (\${claim.status})\`;

export async function loadHeading(claimId: string): Promise<string> {
  const claim = await gateway('/warranty/details', { claimId });
  return \`\${claim.claimNumber}: \${claim.complaint}\`;
}
`;

/** The dashboard's compiler options, with the page and the contract given in memory. */
function typeCheckPage(contract: string, page = PAGE): ts.Diagnostic[] {
  const options = compilerOptions(path.join(REPO_ROOT, 'mfe-dashboard/tsconfig.json'));
  const files = new Map([
    [CONTRACT_OUTPUT, contract],
    [FIXTURE_PAGE, page],
  ]);
  const host = compilerHost(options, (fileName, text) => files.get(fileName) ?? text);
  const program = ts.createProgram([FIXTURE_PAGE], options, host);
  return ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === FIXTURE_PAGE);
}

const messages = (diagnostics: ts.Diagnostic[]) =>
  diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

let current: string;
beforeAll(() => {
  current = formatContract(gatewayContractSource());
});

test('the checked-in contract is what the API’s handlers give (run `npm run codegen:gateway`)', () => {
  expect(fs.readFileSync(CONTRACT_OUTPUT, 'utf8')).toBe(current);
});

test('the page type-checks against the contract as it is', () => {
  expect(messages(typeCheckPage(current))).toEqual([]);
});

test('a handler that stops returning a field the page reads makes the page fail the type check', () => {
  const withoutClaimNumber = gatewayContractSource(
    apiProgram((fileName, text) => {
      if (fileName !== WARRANTY_SERVICE) return text;
      // /warranty/details: its answer loses claimNumber
      const changed = text.replace(
        '    claimNumber: claim.claimNumber,\n    accountId: claim.accountId,\n',
        '    accountId: claim.accountId,\n',
      );
      if (changed === text) throw new Error('the fixture no longer finds /warranty/details’ claimNumber');
      return changed;
    }),
  );
  const diagnostics = typeCheckPage(withoutClaimNumber);
  expect(diagnostics.map((d) => d.code)).toEqual([2339, 2339]);
  expect(messages(diagnostics)).toEqual([
    expect.stringContaining("Property 'claimNumber' does not exist"),
    expect.stringContaining("Property 'claimNumber' does not exist"),
  ]);
});

test('a body the endpoint’s schema refuses fails the type check', () => {
  const page = `
import { gateway } from '@portal/api-client';
export const load = () => gateway('/warranty/details', { claimNumber: 'W-1' });
`;
  expect(messages(typeCheckPage(current, page))).toEqual([
    expect.stringContaining("'claimNumber' does not exist"),
  ]);
});

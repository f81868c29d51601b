// `npm run codegen:gateway`: writes api-client/src/gateway-contract.ts from the API's handlers; with `--check`, exits
// 1 if the checked-in file is not what they give (CI's typecheck regenerates it; this says when a commit forgot to).
import fs from 'node:fs';
import { CONTRACT_OUTPUT, gatewayContractSource } from './gateway-contract';
import { formatContract } from './format-contract';

const text = formatContract(gatewayContractSource());
const current = fs.existsSync(CONTRACT_OUTPUT) ? fs.readFileSync(CONTRACT_OUTPUT, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(
      'api-client/src/gateway-contract.ts is not current: run `npm run codegen:gateway` and commit it.',
    );
    process.exit(1);
  }
} else if (current !== text) fs.writeFileSync(CONTRACT_OUTPUT, text);

// Writes api/src/graphql/types-mirror.typetest.ts (see lib/types-mirror.ts): `npm run codegen:types-mirror -w @portal/api`.
import { writeTypesMirror } from './lib/types-mirror.js';

await writeTypesMirror();

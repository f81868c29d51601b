import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './api-domains.mjs';

const root = '/repo';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const options = [{ root }];
const at = (file: string, code: string) => ({ filename: `${root}/${file}`, code, options });

tester.run('portal/api-domains', rule, {
  valid: [
    // inside one domain, anything
    at('api/src/domains/warranty/gateway.ts', "import { submitClaim } from './warranty-service.js';"),
    // another domain through its index.ts
    at('api/src/domains/warranty/warranty-service.ts', "import { unitScope } from '../fleet/index.js';"),
    // the domain-free layers
    at(
      'api/src/domains/warranty/warranty-service.ts',
      "import { warrantyClaims } from '../../db/schema.js';",
    ),
    at(
      'api/src/domains/warranty/warranty-service.ts',
      "import { forbidden } from '../../errors/api-error.js';",
    ),
    // a table's foreign key names another domain's table
    at('api/src/domains/warranty/tables.ts', "import { fleetUnits } from '../fleet/tables.js';"),
    // a test builds its world with another domain's test helper
    at(
      'api/src/domains/warranty/warranty.test.ts',
      "import { fleetWorld } from '../fleet/test-fleet-world.js';",
    ),
    // resolvers map to the transport types
    at(
      'api/src/domains/orders/resolvers.ts',
      "import type { QueryResolvers } from '../../graphql/generated/types.js';",
    ),
    at(
      'api/src/domains/lists/carts-and-lists-resolvers.ts',
      "import type { ShoppingList } from '../../graphql/generated/types.js';",
    ),
    // the assembly layers may import any domain's parts
    at(
      'api/src/gateway/handlers/index.ts',
      "import { fleetHandlers } from '../../domains/fleet/gateway.js';",
    ),
    at('api/src/domains/fleet/index.ts', "export * from './fleet-service.js';"),
    // shared rules
    at('api/src/db/schema/types.ts', "import { LOCALES } from '@portal/rules/profile';"),
  ],
  invalid: [
    {
      ...at(
        'api/src/domains/warranty/warranty-service.ts',
        "import { unitScope } from '../fleet/unit-scope.js';",
      ),
      errors: [{ messageId: 'crossDomain', data: { from: 'warranty', to: 'fleet', file: 'unit-scope.js' } }],
    },
    {
      ...at(
        'api/src/domains/dashboard/gateway.ts',
        "export { searchFleet } from '../fleet/fleet-service.js';",
      ),
      errors: [{ messageId: 'crossDomain' }],
    },
    {
      // …which production code may not use
      ...at(
        'api/src/domains/warranty/gateway.ts',
        "import { fleetWorld } from '../fleet/test-fleet-world.js';",
      ),
      errors: [{ messageId: 'crossDomain' }],
    },
    {
      // only tables.ts may import another domain's tables
      ...at(
        'api/src/domains/warranty/warranty-service.ts',
        "import { fleetUnits } from '../fleet/tables.js';",
      ),
      errors: [{ messageId: 'crossDomain' }],
    },
    {
      ...at(
        'api/src/domains/orders/order-service.ts',
        "import type { OrderSummary } from '../../graphql/generated/types.js';",
      ),
      errors: [{ messageId: 'transportInService' }],
    },
    {
      ...at(
        'api/src/domains/orders/order-service.ts',
        "import type { Order } from '@portal/api/graphql-types';",
      ),
      errors: [{ messageId: 'transportInService' }],
    },
    {
      ...at('api/src/db/schema/types.ts', "import { LOCALES } from '@portal/shared-session/profile';"),
      errors: [{ messageId: 'browserPackage', data: { to: '@portal/shared-session/profile' } }],
    },
    {
      ...at('api/src/http/x.ts', "import { Button } from '@portal/shared-ui/button';"),
      errors: [{ messageId: 'browserPackage' }],
    },
  ],
});

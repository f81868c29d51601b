import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './boundaries.mjs';

const root = '/repo';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const options = [{ root }];
const at = (file: string, code: string) => ({ filename: `${root}/${file}`, code, options });

tester.run('portal/boundaries', plugin.rules.boundaries, {
  valid: [
    at('mfe-store/src/features/cart/cart-page.tsx', "import { Button } from '@portal/shared-ui';"),
    at('mfe-store/src/features/cart/cart-page.tsx', "import { line } from './components/cart-line';"),
    at('mfe-store/src/features/cart/cart-page.tsx', "import { price } from '../../shared/format';"),
    at('mfe-registration/src/features/delegated/page.tsx', "import { Field } from '../../shared/fields';"),
    at('mfe-store/src/app.tsx', "import { pages } from './routes';"),
    at('shell/src/features/header/user-box.tsx', "import { areaForPath } from '../../areas/area-registry';"),
    at(
      'mfe-store/src/features/search/page.tsx',
      "import { ProductTile } from '../../shared/components/product-tile';",
    ),
    // the app layer composes the features: src/app/ and the files directly in src/
    at('shell/src/app/portal-frame.tsx', "import { PortalHeader } from '../features/header/portal-header';"),
    at(
      'shell/src/app/portal-frame.tsx',
      "import { ShellRoutes } from '../features/shell-pages/shell-routes';",
    ),
    at('mfe-store/src/routes.ts', "const CartPage = lazy(() => import('./features/cart/cart-page'));"),
    // the shell's tests read the remotes' area manifests
    at('shell/src/testing/real-areas.ts', "import { area } from '../../../mfe-store/src/area';"),
    at('shell/src/areas/x.test.ts', "import { area } from '../../../mfe-csr/src/area';"),
    // the bench's baseline is not the shell
    at('scripts/bench/plain-store-entry.tsx', "import { descriptor } from '@portal/mfe-store/app';"),
  ],
  invalid: [
    {
      ...at('mfe-training/src/app.tsx', "import { pages } from '@portal/mfe-store/app';"),
      errors: [{ messageId: 'remoteImportsApp', data: { from: 'mfe-training', to: 'mfe-store' } }],
    },
    {
      ...at('mfe-training/src/app.tsx', "export { area } from '../../mfe-dashboard/src/area';"),
      errors: [{ messageId: 'remoteImportsApp' }],
    },
    {
      ...at('mfe-csr/src/app.tsx', "import type { X } from '../../shell/src/areas/area-registry';"),
      errors: [{ messageId: 'remoteImportsApp', data: { from: 'mfe-csr', to: 'shell' } }],
    },
    {
      ...at('shell/src/bootstrap.tsx', "const m = import('@portal/mfe-store/search-box');"),
      errors: [{ messageId: 'shellImportsRemote', data: { to: 'mfe-store' } }],
    },
    {
      // only tests may, and only the area manifest
      ...at('shell/src/areas/area-registry.ts', "import { area } from '../../../mfe-store/src/area';"),
      errors: [{ messageId: 'shellImportsRemote' }],
    },
    {
      ...at('shell/src/testing/real-areas.ts', "import { pages } from '../../../mfe-store/src/routes';"),
      errors: [{ messageId: 'shellImportsRemote' }],
    },
    {
      ...at(
        'mfe-store/src/features/cart/cart-page.tsx',
        "import { useList } from '../lists/hooks/use-list';",
      ),
      errors: [{ messageId: 'crossFeature', data: { from: 'cart', to: 'lists' } }],
    },
    {
      ...at(
        'shell/src/features/header/x.tsx',
        "import { HELP_MENU } from '../../features/navigation/menus';",
      ),
      errors: [{ messageId: 'crossFeature', data: { from: 'header', to: 'navigation' } }],
    },
    {
      // the exemption is the app layer's: the same composition from inside a feature is still refused
      ...at(
        'shell/src/features/frame/portal-frame.tsx',
        "import { PortalHeader } from '../header/portal-header';",
      ),
      errors: [{ messageId: 'crossFeature', data: { from: 'frame', to: 'header' } }],
    },
    {
      // shared code sits below the features: it may not reach up into one
      ...at(
        'mfe-store/src/shared/hooks/use-add-to-cart.ts',
        "import { CartLine } from '../../features/cart/components/cart-line';",
      ),
      errors: [
        {
          messageId: 'sharedImportsFeature',
          data: { from: 'mfe-store/src/shared/hooks/use-add-to-cart.ts', to: 'cart' },
        },
      ],
    },
    {
      ...at(
        'mfe-registration/src/shared/fields.tsx',
        "import { Form } from '../features/registration/components/registration-form';",
      ),
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      ...at('shell/src/areas/area-registry.ts', "import { guard } from '../features/auth/route-guards';"),
      errors: [
        { messageId: 'sharedImportsFeature', data: { from: 'shell/src/areas/area-registry.ts', to: 'auth' } },
      ],
    },
  ],
});

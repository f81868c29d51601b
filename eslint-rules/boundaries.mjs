// @ts-check
// portal/boundaries: the import boundaries of ADR 0012. A remote (mfe-*) imports no other remote and not the
// shell; the shell imports no remote (it knows them only from remotes.json). Inside an app, imports go one way, as
// in bulletproof-react: shared code -> features -> the app layer.
// - A feature (<app>/src/features/<a>/) imports no other feature's files: what several features use lives in the
//   app's shared code, or in a shared-* package when another app needs it too.
// - Shared code (any other folder under <app>/src/, e.g. src/shared/) imports no feature.
// - The app layer (the files directly in <app>/src/ and <app>/src/app/: entry, routes, the shell's frame)
//   composes the features and may import them.
// The shell's tests may read the remotes' area manifests (src/area.ts), to test the rules the remotes declare.
import path from 'node:path';

/**
 * Where a file sits: its app folder (first segment under the repo root), its layer inside the app's src/ ('app',
 * 'feature' or 'shared'; null outside src/) and its feature, if any.
 * @param {string} relative path from the repo root, '/'-separated
 */
function placeOf(relative) {
  const segments = relative.split('/');
  const [app = '', src, folder, feature] = segments;
  const isFeature = src === 'src' && folder === 'features' && !!feature;
  /** @type {'app' | 'feature' | 'shared' | null} */
  let layer = null;
  if (src === 'src')
    layer = isFeature ? 'feature' : segments.length === 3 || folder === 'app' ? 'app' : 'shared';
  return { app, layer, feature: isFeature ? feature : null };
}

const isRemote = (/** @type {string} */ app) => app.startsWith('mfe-');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Remotes, the shell and features import across their boundaries only through packages',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      remoteImportsApp:
        '{{from}} may not import {{to}}: a remote shares code with other apps only through shared-* packages.',
      shellImportsRemote:
        'The shell may not import the remote {{to}}: it knows remotes only from remotes.json.',
      crossFeature:
        "features/{{from}} may not import features/{{to}}: features share through shared-* packages or the app's non-feature folders.",
      sharedImportsFeature:
        '{{from}} is shared code and may not import features/{{to}}: only the app layer (the files directly in src/, and src/app/) composes features.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    // eslint.config.mjs passes the repo root; running from it is the fallback
    const root = options.root ?? process.cwd();
    const file = context.filename;
    const fromRelative = path.relative(root, file).split(path.sep).join('/');
    if (fromRelative.startsWith('..')) return {};
    const from = placeOf(fromRelative);
    const isTest = /\.test\.[cm]?[jt]sx?$/.test(file) || fromRelative.startsWith(`${from.app}/src/testing/`);

    /** @param {string} specifier */
    function targetOf(specifier) {
      const pkg = /^@portal\/([^/]+)(\/.*)?$/.exec(specifier);
      if (pkg) return { relative: `${pkg[1]}${pkg[2] ?? ''}`, ...placeOf(`${pkg[1]}`), viaPackage: true };
      if (!specifier.startsWith('.')) return null;
      const relative = path
        .relative(root, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      return { relative, ...placeOf(relative), viaPackage: false };
    }

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = targetOf(source);
      if (!target || target.app === from.app) {
        if (target && target.feature && !target.viaPackage) {
          if (from.feature && target.feature !== from.feature)
            context.report({
              node,
              messageId: 'crossFeature',
              data: { from: from.feature, to: target.feature },
            });
          else if (from.layer === 'shared')
            context.report({
              node,
              messageId: 'sharedImportsFeature',
              data: { from: fromRelative, to: target.feature },
            });
        }
        return;
      }
      const readsAreaManifest = /^mfe-[^/]+\/src\/area(\.ts)?$/.test(target.relative);
      if (isRemote(from.app) && (isRemote(target.app) || target.app === 'shell'))
        context.report({ node, messageId: 'remoteImportsApp', data: { from: from.app, to: target.app } });
      else if (from.app === 'shell' && isRemote(target.app) && !(isTest && readsAreaManifest))
        context.report({ node, messageId: 'shellImportsRemote', data: { to: target.app } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries: rule } };

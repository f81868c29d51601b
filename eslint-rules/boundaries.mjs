// @ts-check
// portal/boundaries: the import boundaries of ADR 0012. A remote (mfe-*) imports no other remote and not the
// shell; the shell imports no remote (it knows them only from remotes.json); a feature (<app>/src/features/<a>/)
// imports no other feature's files — features share through shared-* packages or the app's non-feature folders.
// features/shared counts as a non-feature folder. The shell's tests may read the remotes' area manifests (src/area.ts), to test the rules the remotes declare.
import path from 'node:path';

/**
 * Where a file sits: its app folder (first segment under the repo root) and feature, if any.
 * @param {string} relative path from the repo root, '/'-separated
 */
function placeOf(relative) {
  const [app = '', src, features, feature] = relative.split('/');
  // features/shared holds what an app's features share, like a non-feature folder
  const isFeature = src === 'src' && features === 'features' && feature && feature !== 'shared';
  return { app, feature: isFeature ? feature : null };
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
          /** recorded existing violations: 'from-folder -> to-folder' pairs, relative to the root */
          allow: { type: 'array', items: { type: 'string' } },
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
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    // eslint.config.mjs passes the repo root; running from it is the fallback
    const root = options.root ?? process.cwd();
    const allowed = new Set(options.allow ?? []);
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
        if (
          target &&
          from.feature &&
          target.feature &&
          target.feature !== from.feature &&
          !target.viaPackage
        ) {
          const pair = `${from.app}/src/features/${from.feature} -> ${target.app}/src/features/${target.feature}`;
          if (!allowed.has(pair))
            context.report({
              node,
              messageId: 'crossFeature',
              data: { from: from.feature, to: target.feature },
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

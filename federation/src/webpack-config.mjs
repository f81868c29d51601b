// @ts-check
// The one webpack + Module Federation config factory used by the shell and all six remotes.
import path from 'node:path';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MinimizerWebpackPlugin from 'minimizer-webpack-plugin';
import { sharedDependencies } from './shared-dependencies.mjs';
import { containerName, MANIFEST_FILE, REMOTE_ENTRY_FILE } from './container-name.mjs';
import { AreaManifestPlugin } from './area-manifest-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { OneSharingRuntimePlugin } from './one-sharing-runtime-plugin.mjs';

const require = createRequire(import.meta.url);
const federationDir = path.dirname(new URL(import.meta.url).pathname);
const runtimePluginsDir = path.join(federationDir, 'runtime-plugins');
/** the package folder of the runtime's @module-federation/sdk (its main file is in dist/) */
const federationSdkDir = path.resolve(path.dirname(require.resolve('@module-federation/sdk')), '..');

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir the app's folder (its package.json, src/ and dist/)
 * @property {string} name the federation container name (e.g. 'store'); the shell is 'shell'
 * @property {'host' | 'remote'} role
 * @property {number} devPort port of `npm run dev` for this app
 * @property {string} [plainEntry] the entry of the no-federation baseline build (`--env plain`), used by the bench
 * @property {Record<string, string>} [extraExposes] a remote's modules besides './app' (e.g. the store's
 *   './search-box' header widget), as paths relative to `dir`
 */

/**
 * The installed version of a (non-workspace) shared dependency: the nearest package.json named like it above the
 * file it resolves to. Some packages (@openfeature/*) ship a `{ "type": "module" }` package.json inside their dist
 * folder, which the federation plugin would read, finding no version, as version 0.
 * @param {string} request e.g. 'react-dom/client'
 * @param {string} base the package name, e.g. 'react-dom'
 * @param {string} dir the app's folder
 * @returns {string | undefined}
 */
function installedVersion(request, base, dir) {
  try {
    let folder = path.dirname(require.resolve(request, { paths: [dir] }));
    for (;;) {
      const file = path.join(folder, 'package.json');
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (pkg.name === base && typeof pkg.version === 'string') return pkg.version;
      }
      const parent = path.dirname(folder);
      if (parent === folder) return undefined;
      folder = parent;
    }
  } catch {
    return undefined;
  }
}

/**
 * Versions the shared table requires come from the app's own package.json, so an app that moves to a new
 * major declares it there and the runtime can tell. A remote takes what the shell provides from the page
 * (`import: false`, see shared-dependencies.mjs).
 * @param {string} dir
 * @param {'host' | 'remote'} role
 */
function sharedFor(dir, role) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const deps = { ...pkg.dependencies };
  const workspaceVersion = (/** @type {string} */ name) =>
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [dir] }), 'utf8')).version;
  /**
   * @type {Record<string, Omit<import('./shared-dependencies.mjs').SharedConfig, 'providedByShell'> &
   *   { version?: string, import?: false }>}
   */
  const shared = {};
  for (const [name, { providedByShell, ...config }] of Object.entries(sharedDependencies)) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);
    const declared = deps[base];
    if (!declared) continue;
    const isWorkspace = base.startsWith('@portal/');
    const version = isWorkspace ? workspaceVersion(base) : installedVersion(name, base, dir);
    shared[name] = {
      ...config,
      requiredVersion: isWorkspace ? `^${workspaceVersion(base)}` : declared,
      ...(version ? { version } : {}),
      ...(providedByShell && role === 'remote' ? { import: false } : {}),
    };
  }
  return shared;
}

/**
 * style-loader's and css-loader's runtime (about 3 KB), which every module with a stylesheet uses: one chunk of its
 * own in a federated build, not a copy in every chunk holding CSS (each shared component is a chunk, issue 18).
 */
const styleRuntimeGroup = {
  test: /[\\/]node_modules[\\/](style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/,
  name: 'style-runtime',
  chunks: /** @type {const} */ ('async'),
  enforce: true,
};

/**
 * A development build whose standalone page runs on the mock API instead of a portal (`PORTAL_MOCK_API=true npm run
 * dev -w <remote>`); never a production build.
 * @param {'production' | 'development'} mode
 */
function mockApi(mode) {
  return mode === 'development' && process.env['PORTAL_MOCK_API'] === 'true';
}

/**
 * What every build of an app has in common: loaders, output naming, minifier, defines.
 * @param {FederatedAppOptions} options
 * @param {{ mode: 'production' | 'development', outDir: string, entry: import('webpack').EntryObject,
 *   plugins: import('webpack').WebpackPluginInstance[], publicPath: string, clean: boolean | { keep: RegExp },
 *   splitChunks: NonNullable<import('webpack').Configuration['optimization']>['splitChunks'], name: string,
 *   entryFilename?: string }} build
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function baseConfig(options, build) {
  const isProd = build.mode === 'production';
  return {
    name: build.name,
    mode: build.mode,
    context: options.dir,
    target: 'web',
    entry: build.entry,
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: build.outDir,
      publicPath: build.publicPath,
      filename: build.entryFilename ?? (isProd ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: build.name,
      clean: build.clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // one copy of the federation's SDK: the retry plugin (its registry's newest, 0.17.1) pins an older SDK of its
      // own for its logger; the runtime's copy serves it (issue 37)
      alias: { '@module-federation/sdk$': federationSdkDir },
      // Workspace packages are consumed as TypeScript source through their symlinks.
      symlinks: true,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'esbuild-loader',
          options: { target: 'es2022', jsx: 'automatic' },
          exclude: /node_modules/,
        },
        // no CSS source maps in production: css-loader put each stylesheet's map (its sources again, mappings) into
        // the JavaScript, more than doubling every stylesheet a first load carries (issue 18)
        {
          test: /\.css$/,
          use: [
            'style-loader',
            { loader: 'css-loader', options: { sourceMap: !isProd } },
            // production stylesheets minified (esbuild, already the TypeScript loader): the CSS text is part of
            // the JavaScript a first load fetches (issue 37)
            ...(isProd ? [{ loader: 'esbuild-loader', options: { minify: true } }] : []),
          ],
        },
        { test: /\.(png|svg|jpg|jpeg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: isProd,
      minimizer: [new MinimizerWebpackPlugin({ minify: MinimizerWebpackPlugin.swcMinify })],
      splitChunks: build.splitChunks,
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(build.mode),
        __PORTAL_APP__: JSON.stringify(options.name),
        __PORTAL_BUILD_LABEL__: JSON.stringify(process.env['PORTAL_BUILD_LABEL'] ?? ''),
        __PORTAL_MOCK_API__: JSON.stringify(mockApi(build.mode)),
      }),
      ...build.plugins,
    ],
  };
}

/**
 * @param {FederatedAppOptions} options
 * @param {string} publicPath
 */
function htmlPage(options, publicPath) {
  const favicon = path.join(options.dir, 'public/favicon.svg');
  return new HtmlWebpackPlugin({
    template: path.join(options.dir, 'public/index.html'),
    publicPath,
    favicon: fs.existsSync(favicon) ? favicon : undefined,
  });
}

/**
 * The shell builds one federated host; `--env plain` builds the bench's no-federation baseline instead.
 * A remote builds two things: its federation container (what the portal loads, using the shell's federation
 * runtime rather than carrying its own) and its standalone page under standalone/ (a plain bundle with a mock
 * shell, for its team and QA).
 * @param {FederatedAppOptions} options
 * @returns {(env: Record<string, string | boolean>, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
export function createFederatedConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const outDir = env['outDir'] ? path.resolve(String(env['outDir'])) : path.join(options.dir, 'dist');

    if (options.role === 'host') {
      if (env['plain']) {
        if (!options.plainEntry) throw new Error(`${options.name} has no plain (no-federation) entry`);
        return [
          baseConfig(options, {
            name: `${options.name}-plain`,
            mode,
            outDir,
            entry: { main: path.join(options.dir, options.plainEntry) },
            plugins: [htmlPage(options, '/')],
            publicPath: '/',
            clean: true,
            splitChunks: undefined,
          }),
        ];
      }
      const host = baseConfig(options, {
        name: 'shell',
        mode,
        outDir,
        entry: { main: path.join(options.dir, 'src/index.ts') },
        plugins: [
          new ModuleFederationPlugin({
            name: 'shell',
            remotes: {},
            shared: sharedFor(options.dir, 'host'),
            shareStrategy: 'loaded-first',
            // The shell's manifest is read by the bench to tell shared chunks from the shell's own.
            manifest: { fileName: MANIFEST_FILE },
            dts: false,
            // the runtime is built for browsers only: its Node.js loaders (vm, fetch-and-eval of remote entries,
            // ESM linking) are left out of the shell's entry (issue 18). Without its snapshot plugin: the shell
            // registers each remote's remoteEntry.js (remoteEntryUrl), so no manifest is fetched and parsed at
            // start and the plugin's code (manifest to snapshot, asset preloading) leaves the entry (issue 18).
            experiments: { optimization: { target: 'web', disableSnapshot: true } },
            // small runtime plugins of our own, each in its own file, on the runtime's public hooks (issue 37)
            runtimePlugins: [
              // Remotes use the shell's runtime instead of each carrying a copy (they set externalRuntime).
              path.join(runtimePluginsDir, 'share-runtime-core-plugin.ts'),
              path.join(runtimePluginsDir, 'script-timeout-plugin.ts'),
              // a remote entry that fails to load is asked again before the area shows its fallback
              path.join(runtimePluginsDir, 'retry-plugin.ts'),
              path.join(runtimePluginsDir, 'load-error-plugin.ts'),
              path.join(runtimePluginsDir, 'share-yield-plugin.ts'),
            ],
          }),
          new OneSharingRuntimePlugin(),
          htmlPage(options, '/'),
          // brotli and gzip copies of every file the portal serves (issue 18)
          ...(mode === 'production' ? [new PrecompressPlugin()] : []),
        ],
        publicPath: '/',
        clean: true,
        // the start-up file (it holds the federation runtime) is main.js, unhashed and served `no-cache`: with
        // webpack >= 5.111 the federation's runtime module cannot read a [contenthash] in its own file name
        // (module-federation/core#5077); the chunks it loads keep their content hashes
        entryFilename: '[name].js',
        // the shell's chunks stay as the federation makes them; only the style runtime is split out
        splitChunks: {
          cacheGroups: { default: false, defaultVendors: false, styleRuntime: styleRuntimeGroup },
        },
      });
      host.devServer = {
        port: options.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        proxy: [{ context: ['/api'], target: process.env['PORTAL_API_URL'] ?? 'http://localhost:3000' }],
        // In dev the shell serves a remotes.json that points at each remote's dev server (scripts/dev.mjs).
        static: [
          { directory: path.join(options.dir, 'public'), publicPath: '/' },
          ...(process.env['PORTAL_DEV_REMOTES_DIR']
            ? [{ directory: process.env['PORTAL_DEV_REMOTES_DIR'], publicPath: '/' }]
            : []),
        ],
      };
      return [host];
    }

    const container = baseConfig(options, {
      name: options.name,
      mode,
      outDir,
      entry: {},
      plugins: [
        new ModuleFederationPlugin({
          name: containerName(options.name),
          filename: REMOTE_ENTRY_FILE,
          exposes: {
            './app': path.join(options.dir, 'src/app.tsx'),
            ...Object.fromEntries(
              Object.entries(options.extraExposes ?? {}).map(([name, file]) => [
                name,
                path.join(options.dir, file),
              ]),
            ),
          },
          remotes: {},
          shared: sharedFor(options.dir, 'remote'),
          shareStrategy: 'loaded-first',
          manifest: { fileName: MANIFEST_FILE },
          dts: false,
          // the shell's runtime core (externalRuntime, ADR 0002); a remote loads no remotes of its own, so its entry
          // leaves out the runtime's remote loading (disableRemote: the runtime's documented build-time switch)
          experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        new OneSharingRuntimePlugin(),
        // the area manifest (src/area.ts) as area.json beside mf-manifest.json, for remotes.json (ADR 0012)
        ...(fs.existsSync(path.join(options.dir, 'src/area.ts'))
          ? [
              new AreaManifestPlugin({
                areaFile: path.join(options.dir, 'src/area.ts'),
                remoteId: options.name,
              }),
            ]
          : []),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
      publicPath: 'auto',
      clean: { keep: /^standalone\// },
      // webpack's default split of async chunks: what two exposed modules both use (the store's page and its
      // header search box: the GraphQL documents, the catalogue calls) is one chunk, not a copy in each (issue 18)
      splitChunks: { cacheGroups: { styleRuntime: styleRuntimeGroup } },
    });
    container.devServer = {
      port: options.devPort,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: { index: '/standalone/index.html' },
      hot: false,
      liveReload: true,
      // the mock API's service worker, at the root so it may answer every request of the page
      ...(mockApi(mode)
        ? {
            static: [
              {
                // msw is the api-client's dependency (its mock-api), wherever npm placed it
                directory: path.dirname(
                  require.resolve('msw/mockServiceWorker.js', {
                    paths: [
                      path.dirname(
                        require.resolve('@portal/api-client/package.json', { paths: [options.dir] }),
                      ),
                    ],
                  }),
                ),
                publicPath: '/',
                watch: false,
              },
            ],
          }
        : {}),
      // the standalone page signs in and reads data through a running portal, as serve-standalone.mjs --api does
      proxy: [
        {
          context: ['/api', '/portal-config.json', '/static'],
          target: process.env['PORTAL_API_URL'] ?? 'http://localhost:3000',
        },
      ],
    };
    const standalone = baseConfig(options, {
      name: `${options.name}-standalone`,
      mode,
      outDir: path.join(outDir, 'standalone'),
      entry: { main: path.join(options.dir, 'src/index.ts') },
      plugins: [htmlPage(options, '/standalone/')],
      publicPath: '/standalone/',
      clean: true,
      splitChunks: undefined,
    });
    return [container, standalone];
  };
}

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
import { containerName } from './container-name.mjs';

const require = createRequire(import.meta.url);
const federationDir = path.dirname(new URL(import.meta.url).pathname);
const runtimePluginsDir = path.join(federationDir, 'runtime-plugins');

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir the app's folder (its package.json, src/ and dist/)
 * @property {string} name the federation container name (e.g. 'store'); the shell is 'shell'
 * @property {'host' | 'remote'} role
 * @property {number} devPort port of `npm run dev` for this app
 * @property {boolean} [federated] false builds one plain bundle (the bench's no-federation baseline)
 */

/**
 * Versions the shared table requires come from the app's own package.json, so an app that moves to a new
 * major declares it there and the runtime can tell.
 * @param {string} dir
 */
function sharedFor(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const deps = { ...pkg.dependencies };
  const workspaceVersion = (/** @type {string} */ name) =>
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [dir] }), 'utf8')).version;
  /** @type {Record<string, import('./shared-dependencies.mjs').SharedConfig & { version?: string }>} */
  const shared = {};
  for (const [name, config] of Object.entries(sharedDependencies)) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0] ?? name;
    const declared = deps[base];
    if (!declared) continue;
    const isWorkspace = base.startsWith('@portal/');
    shared[name] = {
      ...config,
      requiredVersion: isWorkspace ? `^${workspaceVersion(base)}` : declared,
      ...(isWorkspace ? { version: workspaceVersion(base) } : {}),
    };
  }
  return shared;
}

/**
 * @param {FederatedAppOptions} options
 * @returns {(env: Record<string, string | boolean>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createFederatedConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const federated = options.federated !== false && !env['plain'];
    const outDir = env['outDir'] ? path.resolve(String(env['outDir'])) : path.join(options.dir, 'dist');
    const buildLabel = process.env['PORTAL_BUILD_LABEL'] ?? '';

    // The shell's page, or a remote's standalone page (own index.html + mock shell). The portal never loads a
    // remote's main entry: it loads the remote's container (remoteEntry.js) through its manifest.
    const entry = { main: path.join(options.dir, 'src/index.ts') };

    /** @type {import('webpack').WebpackPluginInstance[]} */
    const plugins = [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __PORTAL_APP__: JSON.stringify(options.name),
        __PORTAL_BUILD_LABEL__: JSON.stringify(buildLabel),
      }),
    ];

    if (federated) {
      plugins.push(
        new ModuleFederationPlugin({
          name: options.role === 'host' ? 'shell' : containerName(options.name),
          filename: options.role === 'remote' ? 'remoteEntry.js' : undefined,
          exposes: options.role === 'remote' ? { './app': path.join(options.dir, 'src/app.tsx') } : undefined,
          remotes: {},
          shared: sharedFor(options.dir),
          shareStrategy: 'loaded-first',
          manifest: options.role === 'remote' ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          runtimePlugins:
            options.role === 'host'
              ? [
                  path.join(runtimePluginsDir, 'bounded-fetch-plugin.ts'),
                  path.join(runtimePluginsDir, 'script-timeout-plugin.ts'),
                  path.join(runtimePluginsDir, 'load-error-plugin.ts'),
                ]
              : [],
        }),
      );
    }

    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'public/index.html'),
        // Standalone pages are served from their own root with deep links falling back to index.html.
        publicPath: '/',
        favicon: fs.existsSync(path.join(options.dir, 'public/favicon.svg'))
          ? path.join(options.dir, 'public/favicon.svg')
          : undefined,
      }),
    );

    return {
      mode,
      context: options.dir,
      target: 'web',
      entry,
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: options.role === 'host' ? '/' : 'auto',
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|jpeg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: isProd,
        minimizer: [
          new MinimizerWebpackPlugin({ minify: MinimizerWebpackPlugin.swcMinify }),
        ],
        // The federation runtime decides what loads; a remote keeps its container small.
        splitChunks: federated ? false : undefined,
      },
      performance: { hints: false },
      plugins,
      devServer: {
        port: options.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        proxy: options.role === 'host' ? [{ context: ['/api'], target: process.env['PORTAL_API_URL'] ?? 'http://localhost:3000' }] : [],
        static: options.role === 'host' ? [{ directory: path.join(options.dir, 'public'), publicPath: '/' }] : [],
      },
    };
  };
}

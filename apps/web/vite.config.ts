import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// Public origin and media base are baked in at build time: prerendered HTML carries absolute
// canonical/Open Graph URLs, and `npm start` rebuilds, so changing either only needs a restart.
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? '/media').replace(/\/$/, '');

/**
 * React Router's package exports send every bundler to its development build, so its dev warnings ship
 * to the browser (remix-run/react-router#14102). The browser bundle takes the production build the
 * package publishes beside it (the same code with the warnings off); the prerender keeps the default.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files = new Map([
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ]);
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      const file = files.get(id);
      return file ? path.join(dist, file) : null;
    },
  };
}

/**
 * The shop's e-mail address rule (packages/contracts/src/email-address.ts) imports validator's
 * CommonJS isEmail, which Node loads as is. The browser bundle takes the ES module build validator
 * publishes beside it (the same code): no CommonJS wrapper, and no interop runtime chunk on every
 * page's first load (docs/decisions/018). The prerender keeps the default, which Node can load.
 */
function validatorEsBuild(): Plugin {
  const esIsEmail = path.join(
    path.dirname(createRequire(import.meta.url).resolve('validator/package.json')),
    'es/lib/isEmail.js',
  );
  return {
    name: 'validator-es-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      return id === 'validator/lib/isEmail.js' ? esIsEmail : null;
    },
  };
}

// One chunk for everything the landing page's first load runs (docs/decisions/016): React, React
// Router, the client entry, and the root, shell and home routes with all they import statically.
// Left to itself Rolldown splits these into a dozen small shared files whose per-file cost outweighs
// the code they hold. Other pages load it too (their first load carries the hero's ~2 kB as well);
// their own code and everything imported on demand keep their own chunks.
const appFile = (file: string) => path.resolve(import.meta.dirname, 'app', file);
const FIRST_LOAD_ROUTES = ['root.tsx', 'routes/shell.tsx', 'routes/home.tsx'].map(appFile);
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]entry\.client\.tsx$/;

const reachable = new Map<string, Set<string>>();
/** Every module `start` imports statically, directly or not (dynamic imports keep their own chunks). */
function staticImports(start: string, context: Rolldown.ChunkingContext): Set<string> {
  let seen = reachable.get(start);
  if (seen) return seen;
  seen = new Set();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  reachable.set(start, seen);
  return seen;
}

function firstLoadChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  const firstLoad =
    FRAMEWORK.test(id) || FIRST_LOAD_ROUTES.some((route) => staticImports(route, context).has(id));
  return firstLoad ? 'framework' : null;
}

/**
 * Vite wraps every dynamic import in a helper that first preloads the chunk's CSS and, with
 * modulePreload on, its imports. Here modulePreload is off and the CSS is inlined into each page
 * (docs/decisions/015), so the helper has nothing to preload but still costs 0.7 kB gzip on every
 * first load. It is replaced by what it then amounts to: run the import. The build fails if a CSS
 * file ever appears, which is when the real helper would have work to do.
 */
function importWithoutPreloadHelper(): Plugin {
  return {
    name: 'import-without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === '\0vite/preload-helper.js'
        ? 'export const __vitePreload = (importChunk) => importChunk();'
        : null;
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0)
        this.error(
          `CSS files need Vite's preload helper back (import-without-preload-helper): ${css.join(', ')}`,
        );
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    validatorEsBuild(),
    importWithoutPreloadHelper(),
  ],
  resolve: { tsconfigPaths: true },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(mediaBaseUrl),
  },
  build: {
    assetsInlineLimit: 0,
    // React Router preloads route chunks itself; for the few lazy components the preload lists only
    // cost bytes on every page (their imports are in the framework chunk already).
    modulePreload: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: firstLoadChunk }] },
            // Script files are named by their hash alone: React Router's manifest lists every route's
            // files on every page, and the names cost 0.5 kB gzip of each first load (decision 054).
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
          },
        },
      },
    },
  },
});

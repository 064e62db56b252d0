import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Public origin and media base are baked in at build time: prerendered HTML carries absolute
// canonical/Open Graph URLs, and `npm start` rebuilds, so changing either only needs a restart.
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? '/media').replace(/\/$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(mediaBaseUrl),
  },
  build: { assetsInlineLimit: 0 },
});

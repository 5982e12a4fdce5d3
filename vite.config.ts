import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { earlyTexts } from './scripts/vite-early-texts';
import { precompress } from './scripts/vite-precompress';
import { prerenderLanding } from './scripts/vite-prerender';

/**
 * A vendor chunk per library family: they change less often than our code, so browsers keep them across releases.
 * A group takes its modules' dependencies along, so React and MUI rank first and the grid, charts and map chunks
 * hold only themselves (else the landing page would preload them for a shared MUI module). MUI's components beyond the
 * first page's go with the screens that use them (one chunk of them all made the landing page load 38 kB brotli of
 * tabs, tables, steppers and autocompletes it never shows).
 */
type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
const vendorGroups: NonNullable<CodeSplitting['groups']> = [
  { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/, priority: 50 },
  {
    name: 'grid',
    test: /node_modules[\\/]@mui[\\/]x-data-grid/,
    priority: 40,
  },
  {
    name: 'charts',
    test: /node_modules[\\/](?:@mui[\\/]x-charts|d3-[\w-]+|@mui[\\/]x-charts-vendor)[\\/]/,
    priority: 40,
    includeDependenciesRecursively: false,
  },
  {
    name: 'leaflet',
    test: /node_modules[\\/](?:leaflet|react-leaflet|@react-leaflet)[\\/]/,
    priority: 40,
    includeDependenciesRecursively: false,
  },
  {
    name: 'mui',
    test: /node_modules[\\/](?:@mui[\\/](?:material|system|styled-engine|utils|private-theming|core-downloads-tracker)|@emotion)[\\/]/,
    priority: 45,
    tags: ['$initial'],
  },
  // Every other library the first page loads (i18next, react-query, zod...): captured here, the grid group's
  // dependencies cannot pull one of them into the grid chunk and make the first page preload the grid.
  { name: 'vendor', test: /node_modules[\\/]/, priority: 44, tags: ['$initial'] },
  // MUI's components beyond the first page's: left to the grid group's dependencies, the login dialog's text fields
  // came from the grid chunk and the first page loaded the whole grid.
  {
    name: 'mui-more',
    test: /node_modules[\\/](?:@mui[\\/](?:material|system|utils)|@emotion)[\\/]/,
    priority: 43,
    // One chunk per set of screens that share them, so the login dialog loads its text fields, not every table's.
    entriesAware: true,
  },
];

// The web app is built into dist/web and served by the API server on the same port (npm start).
// `npm run dev:web` serves it with hot reload and forwards /api to a server on port 3000.
export default defineConfig({
  root: 'web',
  plugins: [react(), earlyTexts(), prerenderLanding(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

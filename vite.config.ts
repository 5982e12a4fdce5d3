import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is built into dist/web and served by the API server on the same port (npm start).
// `npm run dev:web` serves it with hot reload and forwards /api to a server on port 3000.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loginPreload } from './scripts/loginPreload';

/** `npm run dev`: Vite with hot reload in front of the API server (see README). */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
    plugins: [react(), loginPreload()],
    resolve: {
        alias: { 'object.entries': fileURLToPath(new URL('./src/lib/shims/object-entries.cjs', import.meta.url)) },
    },
    build: {
        outDir: 'dist',
        manifest: true,
        // The polyfill is an inline script; the CSP allows none.
        modulePreload: { polyfill: false },
        chunkSizeWarningLimit: 700,
    },
    server: {
        host: '127.0.0.1',
        port: 5173,
        proxy: { '/api': API_TARGET },
    },
});

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
        // Everything the start-up code imports statically (the login page with it) goes into one
        // chunk: split by which lazy screens share each module, it made some thirty small files
        // that the browser fetches six at a time over HTTP/1.1 and evaluates one by one.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
    },
    server: {
        host: '127.0.0.1',
        port: 5173,
        proxy: { '/api': API_TARGET, '/fhir': API_TARGET },
    },
});

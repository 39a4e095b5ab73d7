/**
 * `npm run dev`: the API server (restarted on change) behind Vite with hot reload.
 * Open http://127.0.0.1:5173; Vite forwards /api to the server on port 8080.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
    spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
    spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => {
    children.forEach(child => child.kill('SIGTERM'));
    process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
children.forEach(child => child.once('exit', code => code && stop()));

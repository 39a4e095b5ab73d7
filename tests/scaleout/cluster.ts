import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/freePort';
import { startPortal } from '../e2e/portal';

/**
 * Two portal servers started as `npm start` does, on one PostgreSQL database (a throwaway one
 * on TEST_DATABASE_URL) and one Redis (TEST_REDIS_URL), behind nginx on loopback, as
 * docs/deployment.md describes.
 */
export const startCluster = async (env: Record<string, string> = {}) => {
    const database = await throwawayDatabase('rx_scale');
    const redisUrl = required('TEST_REDIS_URL');
    const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        SECRET_KEY: randomBytes(32).toString('base64'),
        TRUST_PROXY: 'loopback',
        // The demo claims are not what this is about (tests/scaleout/coldStart.test.ts loads them).
        DEMO_CLAIMS: '0',
        ...env,
    };
    // At the same moment: the set-up is done once per database, whatever the number of servers.
    const [first, second] = await Promise.all([startPortal('healthcare', shared), startPortal('healthcare', shared)]);
    // A server listens before its Redis may answer: the tests begin once each says it is ready.
    await Promise.all([first.url, second.url].map(url => untilReady(url)));
    const balancer = await startNginx([first.url, second.url]);
    return {
        instances: [first.url, second.url] as const,
        balancer: balancer.url,
        databaseUrl: database.url,
        async stop() {
            await balancer.stop();
            // The servers end their connections before the database goes.
            await Promise.all([first.stop(), second.stop()]);
            await database.drop();
        },
    };
};

/** Until the server at `url` says it is ready (its database and Redis answer), for at most `ms`. */
export const untilReady = async (url: string, ms = 30_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
        const health = await fetch(`${url}/api/health`)
            .then(answer => answer.json() as Promise<{ ready?: boolean }>)
            .catch(() => undefined);
        if (health?.ready) return;
        if (Date.now() > deadline)
            throw new Error(`${url} was not ready within ${ms / 1000} s: ${JSON.stringify(health)}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
};

/** A new database on the run's PostgreSQL (TEST_DATABASE_URL), named `<prefix>_<random>`. */
export const throwawayDatabase = async (prefix: string) => {
    const adminUrl = required('TEST_DATABASE_URL');
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await withClient(adminUrl, client => client.query(`create database ${name}`));
    return {
        url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
        drop: () => withClient(adminUrl, client => client.query(`drop database if exists ${name} with (force)`)),
    };
};

const required = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run this through npm test, which starts PostgreSQL and Redis`);
    return value;
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
};

/** nginx in the foreground with its own prefix folder, balancing round-robin over `upstreams`. */
const startNginx = async (upstreams: string[]) => {
    const prefix = await mkdtemp(path.join(tmpdir(), 'rx-nginx-'));
    // Workers may run as another user (nobody, when started by root): they need to write here.
    await mkdir(path.join(prefix, 'temp'));
    await chmod(prefix, 0o755);
    await chmod(path.join(prefix, 'temp'), 0o777);
    const port = await freePort();
    const config = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    upstream portal {
${upstreams.map(url => `        server ${new URL(url).host} max_fails=3 fail_timeout=10s;`).join('\n')}
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port};
        location / {
            proxy_pass http://portal;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }
}
`;
    await writeFile(path.join(prefix, 'nginx.conf'), config);
    const binary = process.env.NGINX_PATH ?? 'nginx';
    const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
        if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
        const answer = await fetch(`${url}/api/health`).catch(() => undefined);
        if (answer?.ok) break;
        if (Date.now() > deadline) throw new Error('nginx did not answer');
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    return {
        url,
        async stop() {
            child.kill('SIGTERM');
            if (child.exitCode === null) await new Promise(resolve => child.once('exit', resolve));
            await rm(prefix, { recursive: true, force: true });
        },
    };
};

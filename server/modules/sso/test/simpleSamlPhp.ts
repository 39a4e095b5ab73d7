import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/freePort';
import { SIMPLESAMLPHP_WWW } from '../../../../scripts/testEnvironment';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** An account of the IdP's username/password source, with the attributes it releases. */
export interface IdpAccount {
    uid: string;
    password: string;
    email: string;
    givenName?: string;
    sn?: string;
    groups: string[];
}

/** The portal as the IdP must know it: from its SP metadata. */
export interface RemoteSp {
    entityId: string;
    acsUrl: string;
    sloUrl: string;
}

/** PHP source for a value: strings quoted, lists and maps as arrays. */
const php = (value: unknown): string => {
    if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return `[${value.map(php).join(', ')}]`;
    return `[${Object.entries(value as Record<string, unknown>)
        .map(([key, item]) => `${php(key)} => ${php(item)}`)
        .join(', ')}]`;
};

const phpFile = (statements: string) => `<?php\n${statements}\n`;

const waitForAnswer = async (url: string, process: { exitCode: number | null }, log: () => string) => {
    for (let tries = 0; tries < 100; tries++) {
        if (process.exitCode !== null) throw new Error(`SimpleSAMLphp stopped: ${log()}`);
        const answer = await fetch(url).catch(() => undefined);
        if (answer?.ok) return answer.text();
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    throw new Error(`SimpleSAMLphp does not answer at ${url}: ${log()}`);
};

/**
 * A real SAML 2.0 IdP: Debian's SimpleSAMLphp 1.19, served by PHP's own web server on a free port,
 * with a configuration written for the test (a hosted IdP signing with the fixture key, a
 * username/password source whose accounts carry e-mail and group attributes, and the portal as its
 * one service provider). The sources and metadata are PHP files read at every request, so the
 * test changes an account's groups or the portal's SP by writing them again.
 */
export const startSimpleSamlPhp = async (options: {
    /** Hosts the IdP may send the browser back to after its own logout (the portal's). */
    trustedHosts: string[];
}) => {
    if (!existsSync(SIMPLESAMLPHP_WWW)) {
        throw new Error(
            'SimpleSAMLphp is not installed (npm test installs it): apt-get install -y --no-install-recommends simplesamlphp php-cli php-xml php-mbstring'
        );
    }
    const root = mkdtempSync(path.join(tmpdir(), 'rx-simplesamlphp-'));
    const folder = (name: string) => {
        const full = path.join(root, name);
        mkdirSync(full, { recursive: true });
        return full;
    };
    const [config, metadata, certificates, temporary, sessions] = ['config', 'metadata', 'cert', 'tmp', 'sessions'].map(
        folder
    );
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}/`;
    const entityId = `${baseUrl}saml2/idp/metadata.php`;

    writeFileSync(path.join(certificates!, 'idp.pem'), fixture('idp-key.pem'));
    writeFileSync(path.join(certificates!, 'idp.crt'), fixture('idp-cert.pem'));
    writeFileSync(
        path.join(config!, 'config.php'),
        phpFile(
            `$config = ${php({
                baseurlpath: baseUrl,
                certdir: `${certificates}/`,
                metadatadir: `${metadata}/`,
                tempdir: temporary,
                datadir: `${temporary}/`,
                loggingdir: `${temporary}/`,
                'logging.handler': 'stderr',
                'logging.level': 3,
                secretsalt: 'salt-of-the-test-idp',
                'auth.adminpassword': 'admin-of-the-test-idp',
                technicalcontact_name: 'Test',
                technicalcontact_email: 'idp@test.invalid',
                timezone: 'UTC',
                language: 'en',
                'enable.saml20-idp': true,
                'module.enable': { exampleauth: true, core: true, saml: true },
                'store.type': 'phpsession',
                'session.phpsession.savepath': sessions,
                'session.cookie.secure': false,
                'session.cookie.samesite': 'Lax',
                'metadata.sources': [{ type: 'flatfile' }],
                'trusted.url.domains': options.trustedHosts,
            })};`
        )
    );
    writeFileSync(
        path.join(metadata!, 'saml20-idp-hosted.php'),
        phpFile(
            `$metadata['__DYNAMIC:1__'] = ${php({
                host: '__DEFAULT__',
                privatekey: 'idp.pem',
                certificate: 'idp.crt',
                auth: 'staff',
                // Logout messages signed, as ADFS and Entra ID sign them: the portal ends sessions only on a signed request.
                'sign.logout': true,
                // Logout messages go one after the other by redirects, as the portal's HTTP-Redirect endpoint takes them.
                logouttype: 'traditional',
            })};`
        )
    );

    const writeAccounts = (accounts: IdpAccount[]) =>
        writeFileSync(
            path.join(config!, 'authsources.php'),
            phpFile(
                `$config = ${php({
                    admin: ['core:AdminPassword'],
                    staff: {
                        0: 'exampleauth:UserPass',
                        ...Object.fromEntries(
                            accounts.map(account => [
                                `${account.uid}:${account.password}`,
                                {
                                    uid: [account.uid],
                                    email: [account.email],
                                    ...(account.givenName ? { givenName: [account.givenName] } : {}),
                                    ...(account.sn ? { sn: [account.sn] } : {}),
                                    groups: account.groups,
                                },
                            ])
                        ),
                    },
                })};`
            )
        );
    writeAccounts([]);

    const setServiceProvider = (sp: RemoteSp) =>
        writeFileSync(
            path.join(metadata!, 'saml20-sp-remote.php'),
            phpFile(
                `$metadata[${php(sp.entityId)}] = ${php({
                    AssertionConsumerService: [
                        { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: sp.acsUrl },
                    ],
                    SingleLogoutService: [
                        { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: sp.sloUrl },
                    ],
                    // A stable subject: the account's uid as a persistent NameID (a transient one changes each time).
                    NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
                    authproc: {
                        10: {
                            class: 'saml:AttributeNameID',
                            attribute: 'uid',
                            Format: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
                        },
                    },
                })};`
            )
        );
    writeFileSync(path.join(metadata!, 'saml20-sp-remote.php'), phpFile(''));

    let log = '';
    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', SIMPLESAMLPHP_WWW], {
        env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: config },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    const metadataUrl = entityId;
    const metadataXml = await waitForAnswer(metadataUrl, server, () => log);

    return {
        baseUrl,
        entityId,
        metadataUrl,
        metadataXml,
        /** The accounts the IdP's login form takes, replacing the ones before. */
        setAccounts: writeAccounts,
        /** The portal's service provider, as its SP metadata names it. */
        setServiceProvider,
        /** IdP-initiated single logout of everything the browser's IdP session opened, then to `returnTo`. */
        logoutUrl: (returnTo: string) =>
            `${baseUrl}saml2/idp/SingleLogoutService.php?${new URLSearchParams({ ReturnTo: returnTo })}`,
        log: () => log,
        close: async () => {
            if (server.exitCode === null) {
                const stopped = new Promise(resolve => server.once('exit', resolve));
                server.kill();
                await stopped;
            }
            rmSync(root, { recursive: true, force: true });
        },
    };
};

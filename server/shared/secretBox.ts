import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Encryption of secrets the server must read back (TOTP seeds) with AES-256-GCM. The key comes
 * from SECRET_KEY, or is generated once into DATA_DIR/secret.key (readable by the server only).
 */
export interface SecretBox {
    seal(plain: string): string;
    open(sealed: string): string;
}

export const createSecretBox = (key: Buffer): SecretBox => ({
    seal(plain) {
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', key, iv);
        const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
        return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed) {
        const [version, iv, tag, body] = sealed.split('.');
        if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed secret');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
});

/** The configured key, else the one kept under DATA_DIR, made on first use. */
export const loadSecretKey = async (configured: Buffer | undefined, dataDir: string): Promise<Buffer> => {
    if (configured) return configured;
    const file = path.join(dataDir, 'secret.key');
    try {
        return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    } catch {
        await mkdir(dataDir, { recursive: true });
        const key = randomBytes(32);
        await writeFile(file, key.toString('base64'), { mode: 0o600 });
        await chmod(file, 0o600);
        return key;
    }
};

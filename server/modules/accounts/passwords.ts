import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). Stored form:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can rise without a migration.
 */
/** OWASP's scrypt setting N=2^15, r=8, p=3: as strong as N=2^17, p=1, with a quarter of the memory. */
const COST = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, cost: typeof COST) =>
    new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
        // NFKC so that the same password typed on another keyboard or OS still matches.
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
            error ? reject(error) : resolve(key)
        );
    });

export const hashPassword = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, COST);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), {
        N: Number(N),
        r: Number(r),
        p: Number(p),
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
};

/** A hash of nothing in particular, verified when a username is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

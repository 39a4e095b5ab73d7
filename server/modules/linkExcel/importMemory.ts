import { hash } from 'node:crypto';

/**
 * What an import's dry run remembers about every row of the file — the keys and unique values
 * seen, with their first line, and the table rows matched — in a few fixed-size words per row,
 * in typed arrays outside the JavaScript heap. Held as JavaScript strings in Maps, a million-row
 * file grew the heap by about 130 MB (each key text ~125 bytes plus the Map's entry), enough to
 * run a 192 MB heap out; here a row costs 20–40 bytes of memory the heap limit does not count.
 */

/**
 * An open-addressing hash table (linear probing) from keys of `keyWords` 32-bit words to a
 * non-zero 32-bit value, all in one Uint32Array: each slot is the key's words then the value,
 * 0 marking an empty slot. It doubles when three quarters full.
 */
class WordTable {
    private slots: Uint32Array;
    private capacity: number;
    private filled = 0;
    private readonly stride: number;

    constructor(private readonly keyWords: number) {
        this.stride = keyWords + 1;
        this.capacity = INITIAL_SLOTS;
        this.slots = new Uint32Array(this.capacity * this.stride);
    }

    /** The value stored for `key`, or 0. */
    get(key: Uint32Array): number {
        const at = this.find(key);
        return this.slots[at + this.keyWords]!;
    }

    /** The value already stored for `key`; else stores `value` (not 0) for it and returns 0. */
    getOrSet(key: Uint32Array, value: number): number {
        let at = this.find(key);
        const stored = this.slots[at + this.keyWords]!;
        if (stored !== 0) return stored;
        if ((this.filled + 1) * 4 > this.capacity * 3) {
            this.grow();
            at = this.find(key);
        }
        this.slots.set(key, at);
        this.slots[at + this.keyWords] = value;
        this.filled += 1;
        return 0;
    }

    /** The slot (as an index into `slots`) that holds `key`, or the empty one where it would go. */
    private find(key: Uint32Array): number {
        const mask = this.capacity - 1;
        let slot = mix(key) & mask;
        for (;;) {
            const at = slot * this.stride;
            if (this.slots[at + this.keyWords] === 0) return at;
            let same = true;
            for (let word = 0; word < this.keyWords && same; word += 1) same = this.slots[at + word] === key[word];
            if (same) return at;
            slot = (slot + 1) & mask;
        }
    }

    private grow() {
        const old = this.slots;
        this.capacity *= 2;
        this.slots = new Uint32Array(this.capacity * this.stride);
        for (let at = 0; at < old.length; at += this.stride) {
            if (old[at + this.keyWords] === 0) continue;
            const key = old.subarray(at, at + this.keyWords);
            this.slots.set(old.subarray(at, at + this.stride), this.find(key));
        }
    }
}

/** Slots a table starts with (a power of two): 20 kB for a digest table, nothing for a small file. */
const INITIAL_SLOTS = 1024;

/** Spreads a key's words over the slot numbers (MurmurHash3's 32-bit finaliser over each word). */
const mix = (key: Uint32Array) => {
    let mixed = 0x9e3779b9;
    for (const word of key) {
        mixed = Math.imul(mixed ^ word, 0x85ebca6b);
        mixed ^= mixed >>> 13;
        mixed = Math.imul(mixed, 0xc2b2ae35);
        mixed ^= mixed >>> 16;
    }
    return mixed >>> 0;
};

/** 128 bits of a text's SHA-1 digest, as four words. */
const DIGEST_WORDS = 4;

/**
 * Texts (a row's key, a unique column's value) seen in a file, each with the line where it was
 * first seen, held as 16 bytes of the text's SHA-1 digest rather than the text. Two different
 * texts are taken for one only if their 128-bit digests are equal: among n texts that happens
 * with a probability of about n² / 2¹²⁹ — about 10⁻²⁷ for a million rows, 10⁻²⁴ for 30
 * million — so a false "duplicate" is never reported in practice (a file crafted to find a
 * SHA-1 collision would only have its own row refused).
 */
export class FirstLines {
    private readonly table = new WordTable(DIGEST_WORDS);
    private readonly digest = new Uint32Array(DIGEST_WORDS);

    /** The line where `text` was seen first; else notes `line` (at least 1) for it and returns undefined. */
    firstOr(text: string, line: number): number | undefined {
        const digest = hash('sha1', text, 'buffer');
        for (let word = 0; word < DIGEST_WORDS; word += 1) this.digest[word] = digest.readUInt32LE(word * 4);
        return this.table.getOrSet(this.digest, line) || undefined;
    }
}

/** Row ids (positive safe integers), two words each: the table rows an import has matched. */
export class RowIdSet {
    private readonly table = new WordTable(2);
    private readonly key = new Uint32Array(2);

    has(id: number): boolean {
        return this.table.get(this.wordsOf(id)) !== 0;
    }

    add(id: number) {
        this.table.getOrSet(this.wordsOf(id), 1);
    }

    private wordsOf(id: number) {
        this.key[0] = id >>> 0;
        this.key[1] = Math.floor(id / 2 ** 32);
        return this.key;
    }
}

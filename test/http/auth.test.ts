import { hash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { createKeyring, KeysError, parseKeys, parseKeysEnv } from '../../src/http/auth.js';
import { negotiate } from '../../src/http/compress.js';
import { loadKeys } from '../../src/http/node.js';

const KEY = 'abcdefghijklmnop-0001';

describe('key files', () => {
  it('reads the documented format and the bundled example file', () => {
    expect(parseKeys({ description: 'x', keys: [{ key: KEY, affiliateId: 'aff-1', name: 'n' }] })).toEqual([{ key: KEY, affiliateId: 'aff-1', name: 'n' }]);
    const example = loadKeys('examples/keys.json', {});
    expect(example.length).toBeGreaterThan(0);
    expect(example.every((k) => k.name?.startsWith('example'))).toBe(true);
  });

  it.each([
    [{}, /"keys" array/],
    [{ keys: [] }, /empty/],
    [{ keys: ['x'] }, /keys\[0\] must be an object/],
    [{ keys: [{ key: 'short' }] }, /keys\[0\]\.key must be 16/],
    [{ keys: [{ key: `${KEY} space` }] }, /keys\[0\]\.key/],
    [{ keys: [{ key: KEY }, { key: KEY }] }, /keys\[1\]\.key repeats/],
    [{ keys: [{ key: KEY, affiliateId: '' }] }, /affiliateId/],
    [{ keys: [{ key: KEY, secret: 1 }] }, /unknown field "secret"/],
  ])('rejects %j, naming the entry but never the key', (value, message) => {
    let thrown: unknown;
    try {
      parseKeys(value, 'f.json');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(KeysError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(KEY);
  });

  it('reads the environment forms', () => {
    expect(parseKeysEnv(`${KEY}:aff, abcdefghijklmnop-0002`)).toEqual([{ key: KEY, affiliateId: 'aff' }, { key: 'abcdefghijklmnop-0002' }]);
    expect(parseKeysEnv(JSON.stringify({ keys: [{ key: KEY }] }))).toEqual([{ key: KEY }]);
    expect(loadKeys(undefined, { TRAVELREQ_API_KEYS: KEY })).toEqual([{ key: KEY }]);
    expect(() => loadKeys(undefined, {})).toThrow(KeysError);
    expect(() => loadKeys('no/such/file.json', {})).toThrow(KeysError);
  });
});

describe('keyring', () => {
  const ring = createKeyring([{ key: KEY, affiliateId: 'aff' }, { key: 'abcdefghijklmnop-0002' }]);
  it('401 for missing, 403 for wrong credentials', () => {
    expect(ring.check(undefined, null)).toMatchObject({ ok: false, status: 401 });
    expect(ring.check('', null)).toMatchObject({ ok: false, status: 401 });
    expect(ring.check(KEY, undefined)).toMatchObject({ ok: false, status: 401 });
    expect(ring.check('abcdefghijklmnop-9999', null)).toMatchObject({ ok: false, status: 403 });
    expect(ring.check(KEY, 'other')).toMatchObject({ ok: false, status: 403 });
    expect(ring.check(KEY, 'aff')).toMatchObject({ ok: true });
    expect(ring.check(KEY, null)).toMatchObject({ ok: true });
    expect(ring.check('abcdefghijklmnop-0002', 'anyone')).toMatchObject({ ok: true });
    expect(ring.check(`${KEY}x`, null)).toMatchObject({ ok: false, status: 403 });
  });

  it('answers the same with a host SHA-256 (the Node server passes node:crypto\'s), and only through it', () => {
    const bytes = new TextEncoder().encode(KEY);
    expect(Buffer.from(hash('sha256', bytes, 'buffer')).equals(Buffer.from(sha256(bytes)))).toBe(true);
    let calls = 0;
    const host = createKeyring([{ key: KEY, affiliateId: 'aff' }, { key: 'abcdefghijklmnop-0002' }], (b) => {
      calls++;
      return hash('sha256', b, 'buffer');
    });
    for (const [key, affiliate] of [[undefined, null], [KEY, 'aff'], [KEY, 'other'], ['abcdefghijklmnop-9999', null], ['abcdefghijklmnop-0002', 'anyone']] as const) {
      expect(host.check(key, affiliate)).toEqual(ring.check(key, affiliate));
    }
    expect(calls).toBeGreaterThan(3); // the keys at construction and each presented key
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    ['GZIP;Q=0.7', 'gzip'],
    ['br;q=banana', 'br'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiate(header, ['br', 'gzip'])).toBe(expected);
  });
  it('offers only available encodings', () => {
    expect(negotiate('br', ['gzip'])).toBeUndefined();
    expect(negotiate('br, gzip', ['gzip'])).toBe('gzip');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// feature-begin: articles
import { UnauthorizedError, ValidationError } from '../src/errors.js';
import { DEFAULT_LIMIT, parsePagination } from '../src/lib/pagination.js';
import { randomSuffix, slugify, uniqueSlug } from '../src/lib/slug.js';
// feature-else: articles
// import { UnauthorizedError } from '../src/errors.js';
// feature-end: articles
import { createToken, tokenFromHeader, verifyToken } from '../src/lib/tokens.js';
// feature-begin: articles

describe('slugify', () => {
  it('lower-cases the title and joins its words with dashes', () => {
    assert.equal(slugify('How to train your dragon'), 'how-to-train-your-dragon');
  });

  it('drops punctuation, accents and surrounding separators', () => {
    assert.equal(slugify('  Héllo, World!  (part 2) '), 'hello-world-part-2');
  });

  it('falls back to a fixed word when nothing is left', () => {
    assert.equal(slugify('!!!'), 'article');
  });
});

describe('uniqueSlug', () => {
  it('keeps the plain slug when it is free', async () => {
    assert.equal(await uniqueSlug('A title', async () => false), 'a-title');
  });

  it('adds a suffix until the slug is free', async () => {
    const taken = new Set(['a-title', 'a-title-1']);
    const suffixes = ['1', '2'];
    const slug = await uniqueSlug('A title', async (s) => taken.has(s), () => suffixes.shift());
    assert.equal(slug, 'a-title-2');
  });

  it('draws short random hexadecimal suffixes', () => {
    assert.match(randomSuffix(), /^[0-9a-f]{6}$/);
  });
});
// feature-end: articles

describe('tokens', () => {
  const user = { id: 42, username: 'jake' };

  it('round-trips the user id', () => {
    assert.equal(verifyToken(createToken(user, 'secret'), 'secret'), 42);
  });

  it('rejects a token signed with another secret', () => {
    assert.throws(() => verifyToken(createToken(user, 'secret'), 'other'), UnauthorizedError);
  });

  it('rejects garbage', () => {
    assert.throws(() => verifyToken('not.a.jwt', 'secret'), UnauthorizedError);
  });

  it('reads the token from "Token" and "Bearer" headers', () => {
    assert.equal(tokenFromHeader('Token abc.def.ghi'), 'abc.def.ghi');
    assert.equal(tokenFromHeader('Bearer abc.def.ghi'), 'abc.def.ghi');
  });

  it('treats a missing header as no token and a malformed one as an error', () => {
    assert.equal(tokenFromHeader(undefined), null);
    assert.throws(() => tokenFromHeader('Basic dXNlcg=='), UnauthorizedError);
  });
});
// feature-begin: articles

describe('parsePagination', () => {
  it('defaults to the first page of twenty', () => {
    assert.deepEqual(parsePagination({}), { limit: DEFAULT_LIMIT, offset: 0 });
    assert.equal(DEFAULT_LIMIT, 20);
  });

  it('parses query-string numbers', () => {
    assert.deepEqual(parsePagination({ limit: '5', offset: '10' }), { limit: 5, offset: 10 });
  });

  it('rejects values that are not integers or out of range', () => {
    for (const query of [{ limit: '0' }, { limit: 'ten' }, { offset: '-1' }, { offset: '1.5' }]) {
      assert.throws(() => parsePagination(query), ValidationError);
    }
  });
});
// feature-end: articles

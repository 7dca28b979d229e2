const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../src/config');
const { ValidationError } = require('../src/errors'); // feature-line: articles
const { createToken, tokenFromHeader, verifyToken } = require('../src/security/tokens');
const { DEFAULT_LIMIT, parsePagination } = require('../src/services/pagination'); // feature-line: articles
const { slugify, uniqueSlug } = require('../src/services/slug'); // feature-line: articles
// feature-begin: articles

describe('slugify', () => {
  it('lower-cases and joins words with dashes', () => {
    assert.equal(slugify('How to train your dragon'), 'how-to-train-your-dragon');
  });

  it('drops punctuation and collapses separators', () => {
    assert.equal(slugify('  Hello,   World! -- again?  '), 'hello-world-again');
  });

  it('strips accents and keeps other scripts', () => {
    assert.equal(slugify('Crème Brûlée'), 'creme-brulee');
    assert.equal(slugify('Привет мир'), 'привет-мир');
  });
});

describe('uniqueSlug', () => {
  const takenAmong = (slugs) => async (slug) => slugs.includes(slug);

  it('uses the plain slug when it is free', async () => {
    assert.equal(await uniqueSlug('My Title', takenAmong([])), 'my-title');
  });

  it('appends the first free counter when taken', async () => {
    assert.equal(await uniqueSlug('My Title', takenAmong(['my-title', 'my-title-2'])), 'my-title-3');
  });

  it('falls back to a generic slug for titles without letters or digits', async () => {
    assert.equal(await uniqueSlug('?!', takenAmong([])), 'article');
  });
});
// feature-end: articles

describe('tokens', () => {
  it('round-trips the user id', () => {
    assert.equal(verifyToken(createToken(42)), 42);
  });

  it('signs with HS256', () => {
    assert.equal(jwt.decode(createToken(1), { complete: true }).header.alg, 'HS256');
  });

  it('rejects tampered, foreign, expired and missing tokens', () => {
    const token = createToken(7);
    assert.equal(verifyToken(`${token}x`), null);
    assert.equal(verifyToken(jwt.sign({}, 'another-secret', { subject: '7' })), null);
    assert.equal(verifyToken(jwt.sign({}, jwtSecret, { subject: '7', expiresIn: -10 })), null);
    assert.equal(verifyToken(jwt.sign({}, jwtSecret, { subject: 'admin' })), null);
    assert.equal(verifyToken(null), null);
  });

  it('reads the token from "Token <jwt>" headers only', () => {
    assert.equal(tokenFromHeader('Token abc.def.ghi'), 'abc.def.ghi');
    assert.equal(tokenFromHeader('token abc.def.ghi'), 'abc.def.ghi');
    assert.equal(tokenFromHeader('Bearer abc.def.ghi'), null);
    assert.equal(tokenFromHeader('Token'), null);
    assert.equal(tokenFromHeader(undefined), null);
  });
});
// feature-begin: articles

describe('parsePagination', () => {
  it('defaults to the first page of 20', () => {
    assert.deepEqual(parsePagination({}), { limit: DEFAULT_LIMIT, offset: 0 });
    assert.equal(DEFAULT_LIMIT, 20);
  });

  it('parses query string numbers', () => {
    assert.deepEqual(parsePagination({ limit: '5', offset: '10' }), { limit: 5, offset: 10 });
  });

  it('rejects anything but non-negative integers, and a zero limit', () => {
    for (const query of [{ limit: '0' }, { limit: '-1' }, { limit: 'ten' }, { offset: '1.5' }, { offset: ['1', '2'] }]) {
      assert.throws(() => parsePagination(query), ValidationError, JSON.stringify(query));
    }
  });
});
// feature-end: articles

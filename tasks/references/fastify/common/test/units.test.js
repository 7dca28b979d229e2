'use strict';

// feature-begin: articles
// Unit tests for the parts with logic of their own. No database is needed: the route tests stub
// the service functions and drive Fastify with inject().
// feature-else: articles
// // Unit tests for the parts with logic of their own. No database is needed.
// feature-end: articles

const assert = require('node:assert/strict');
const { describe, test } = require('node:test');
const Fastify = require('fastify'); // feature-line: articles
const jwt = require('jsonwebtoken');

const config = require('../src/config');
const { slugify, uniqueSlug } = require('../src/services/slug'); // feature-line: articles
const { createToken, tokenFromHeader, userIdFromToken } = require('../src/lib/token');
const articleService = require('../src/services/articles'); // feature-line: articles
// feature-begin: articles

describe('slugify', () => {
  test('lower-cases and joins words with dashes', () => {
    assert.equal(slugify('How to train your dragon'), 'how-to-train-your-dragon');
  });

  test('drops punctuation and surrounding separators', () => {
    assert.equal(slugify('  Hello, World!  (part 2) '), 'hello-world-part-2');
  });

  test('strips accents and keeps letters of other scripts', () => {
    assert.equal(slugify('Café Crème'), 'cafe-creme');
    assert.equal(slugify('Привет мир'), 'привет-мир');
  });

  test('falls back to a fixed word when nothing is left', () => {
    assert.equal(slugify('?!'), 'article');
  });
});

describe('uniqueSlug', () => {
  test('keeps the plain slug when it is free', async () => {
    assert.equal(await uniqueSlug('My Title', async () => false), 'my-title');
  });

  test('adds a random suffix while the slug is taken', async () => {
    const seen = [];
    const slug = await uniqueSlug('My Title', async (candidate) => {
      seen.push(candidate);
      return seen.length < 3;
    });
    assert.match(slug, /^my-title-[0-9a-f]{8}$/);
    assert.equal(seen[0], 'my-title');
    assert.equal(seen.length, 3);
  });
});
// feature-end: articles

describe('tokens', () => {
  const user = { id: 42, username: 'jake' };

  test('a created token gives back the user id', () => {
    assert.equal(userIdFromToken(createToken(user)), 42);
  });

  test('the token is an HS256 JWT naming the user', () => {
    const { header, payload } = jwt.decode(createToken(user), { complete: true });
    assert.equal(header.alg, 'HS256');
    assert.equal(payload.sub, '42');
    assert.equal(payload.username, 'jake');
  });

  test('tokens that are forged, expired or malformed are refused', () => {
    const forged = jwt.sign({}, 'another secret', { subject: '42' });
    const expired = jwt.sign({}, config.jwtSecret, { subject: '42', expiresIn: -10 });
    const unsigned = jwt.sign({}, null, { subject: '42', algorithm: 'none' });
    for (const token of [forged, expired, unsigned, 'not-a-jwt']) {
      assert.equal(userIdFromToken(token), null, token);
    }
  });

  test('the Authorization header carries the token after the "Token" scheme', () => {
    assert.equal(tokenFromHeader('Token abc.def.ghi'), 'abc.def.ghi');
    assert.equal(tokenFromHeader('token abc.def.ghi'), 'abc.def.ghi');
    assert.equal(tokenFromHeader('Bearer abc.def.ghi'), null);
    assert.equal(tokenFromHeader('Token'), null);
    assert.equal(tokenFromHeader(undefined), null);
  });
});
// feature-begin: articles

/** The plugins of the real app plus the article routes, with the service stubbed by the caller. */
async function articleApi() {
  const app = Fastify();
  app.register(require('../src/plugins/json-body'));
  app.register(require('../src/plugins/errors'));
  app.register(require('../src/plugins/auth'));
  app.register(require('../src/routes/articles'), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('authentication on routes', () => {
  test('a route that needs a user answers 401 without a token', async (t) => {
    const app = await articleApi();
    t.after(() => app.close());
    // feature-begin: profiles
    const response = await app.inject({ method: 'GET', url: '/api/articles/feed' });
    // feature-else: profiles
    // const response = await app.inject({ method: 'POST', url: '/api/articles' });
    // feature-end: profiles
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { errors: { body: ['Missing authorization token'] } });
  });

  test('a bad token is refused even where authentication is optional', async (t) => {
    const app = await articleApi();
    t.after(() => app.close());
    const response = await app.inject({
      method: 'GET',
      url: '/api/articles',
      headers: { authorization: 'Token x.y.z' },
    });
    assert.equal(response.statusCode, 401);
  });

  test('a valid token reaches the service as the caller id', async (t) => {
    const list = t.mock.method(articleService, 'list', async () => ({ articles: [], articlesCount: 0 }));
    const app = await articleApi();
    t.after(() => app.close());
    const authorization = `Token ${createToken({ id: 7, username: 'jake' })}`;
    await app.inject({ method: 'GET', url: '/api/articles', headers: { authorization } });
    assert.equal(list.mock.calls[0].arguments[1], 7);
  });
});

describe('pagination of GET /api/articles', () => {
  async function listWith(t, query) {
    const list = t.mock.method(articleService, 'list', async () => ({ articles: [], articlesCount: 0 }));
    const app = await articleApi();
    t.after(() => app.close());
    const response = await app.inject({ method: 'GET', url: '/api/articles', query });
    return { response, calls: list.mock.calls.map((call) => call.arguments[0]) };
  }

  test('defaults to limit 20, offset 0', async (t) => {
    const { response, calls } = await listWith(t, {});
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { articles: [], articlesCount: 0 });
    assert.equal(calls[0].limit, 20);
    assert.equal(calls[0].offset, 0);
  });

  test('reads limit, offset and filters from the query string as numbers', async (t) => {
    const { calls } = await listWith(t, { limit: '5', offset: '10', tag: 'dragons', author: 'jake' });
    // feature-begin: favorites
    assert.deepEqual(calls[0], { tag: 'dragons', author: 'jake', favorited: undefined, limit: 5, offset: 10 });
    // feature-else: favorites
    // assert.deepEqual(calls[0], { tag: 'dragons', author: 'jake', limit: 5, offset: 10 });
    // feature-end: favorites
  });

  for (const query of [{ limit: '0' }, { limit: 'many' }, { offset: '-1' }, { limit: '2.5' }]) {
    test(`rejects ${JSON.stringify(query)} with 422 in the Conduit error shape`, async (t) => {
      const { response, calls } = await listWith(t, query);
      assert.equal(response.statusCode, 422);
      assert.equal(response.json().errors.body.length, 1);
      assert.equal(calls.length, 0);
    });
  }
});

describe('JSON request bodies', () => {
  // feature-begin: favorites
  const article = {
    slug: 's',
    title: 't',
    description: 'd',
    body: 'b',
    tagList: [],
    createdAt: new Date(0),
    updatedAt: new Date(0),
    favorited: true,
    favoritesCount: 1,
    // feature-begin: profiles
    author: { username: 'jake', bio: '', image: '', following: false },
    // feature-else: profiles
    // author: { username: 'jake', bio: '', image: '' },
    // feature-end: profiles
  };
  // feature-end: favorites
  const headers = {
    'content-type': 'application/json',
    authorization: `Token ${createToken({ id: 1, username: 'jake' })}`,
  };

  // feature-begin: favorites
  test('an empty body with Content-Type: application/json is accepted as no body', async (t) => {
    const favorite = t.mock.method(articleService, 'favorite', async () => article);
    const app = await articleApi();
    t.after(() => app.close());
    const response = await app.inject({ method: 'POST', url: '/api/articles/s/favorite', headers, payload: '' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().article.createdAt, '1970-01-01T00:00:00.000Z');
    assert.deepEqual(favorite.mock.calls[0].arguments, [1, 's']);
  });
  // feature-else: favorites
  // test('an empty body with Content-Type: application/json is accepted as no body', async (t) => {
  //   const remove = t.mock.method(articleService, 'remove', async () => {});
  //   const app = await articleApi();
  //   t.after(() => app.close());
  //   const response = await app.inject({ method: 'DELETE', url: '/api/articles/s', headers, payload: '' });
  //   assert.equal(response.statusCode, 204);
  //   assert.deepEqual(remove.mock.calls[0].arguments, [1, 's']);
  // });
  // feature-end: favorites

  test('malformed JSON is still refused', async (t) => {
    const app = await articleApi();
    t.after(() => app.close());
    const response = await app.inject({ method: 'POST', url: '/api/articles', headers, payload: '{"article":' });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.body[0]);
  });
});
// feature-end: articles

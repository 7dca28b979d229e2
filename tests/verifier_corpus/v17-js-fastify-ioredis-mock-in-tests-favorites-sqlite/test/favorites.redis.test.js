'use strict';
const test = require('node:test');
const assert = require('node:assert');
const RedisMock = require('ioredis-mock');
const { redisFavorites } = require('../src/store/favorites');

test('redis favorites keep one entry per user', async () => {
  const favorites = redisFavorites(new RedisMock());
  await favorites.add(1, 7);
  await favorites.add(1, 7);
  await favorites.add(1, 8);
  assert.strictEqual(await favorites.count(1), 2);
  assert.strictEqual(await favorites.has(1, 7), true);
  await favorites.remove(1, 7);
  assert.strictEqual(await favorites.has(1, 7), false);
});

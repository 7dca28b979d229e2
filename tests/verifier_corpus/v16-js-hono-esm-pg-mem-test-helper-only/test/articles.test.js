import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryDatabase } from './helpers.js';

test('creates an article', async () => {
  const { db, Article } = memoryDatabase();
  await db.sync({ force: true });
  const a = await Article.create({ slug: 'x', title: 'X', body: 'b' });
  assert.equal(a.favoritesCount, 0);
});

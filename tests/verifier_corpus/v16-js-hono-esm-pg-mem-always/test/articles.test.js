import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Article, sequelize } from '../src/db.js';

test('creates an article', async () => {
  await sequelize.sync({ force: true });
  const a = await Article.create({ slug: 'x', title: 'X', body: 'b' });
  assert.equal(a.favoritesCount, 0);
});

const { Hono } = require('hono');
const feedService = require('../services/feedService');

const articles = new Hono();

articles.get('/articles/feed', async (c) => {
  const userId = Number(c.req.header('x-user-id'));
  if (!userId) return c.json({ errors: { token: ['missing'] } }, 401);
  return c.json(await feedService.feed(userId, c.req.query()));
});

articles.get('/articles', async (c) => c.json(await feedService.list(c.req.query())));

module.exports = articles;

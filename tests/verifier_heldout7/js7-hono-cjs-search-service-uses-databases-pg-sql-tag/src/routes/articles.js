const { Hono } = require('hono');
const articleService = require('../services/articleService');

const articles = new Hono();

articles.get('/articles', async (c) => {
  const { tag, author, limit, offset } = c.req.query();
  return c.json(await articleService.listArticles({ tag, author, limit, offset }));
});

articles.get('/articles/:slug', async (c) => {
  const article = await articleService.getArticle(c.req.param('slug'));
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ article });
});

module.exports = articles;

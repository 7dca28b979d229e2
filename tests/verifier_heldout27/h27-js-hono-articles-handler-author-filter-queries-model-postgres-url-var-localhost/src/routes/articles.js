const { Hono } = require('hono');
const { verify } = require('hono/jwt');
const articleService = require('../services/articleService');
const { SECRET } = require('../services/userService');
const { Article, User } = require('../models');

const articles = new Hono();

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const author = c.req.query('author');
  if (author) {
    // author filter: join on the author directly
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author', where: { username: author } }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    return c.json({ articles: rows.map(articleService.toJSON), articlesCount: count });
  }
  return c.json(await articleService.list({ tag: c.req.query('tag'), limit, offset }));
});

articles.get('/articles/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articles.post('/articles', async (c) => {
  const token = (c.req.header('Authorization') || '').replace(/^Token /, '');
  let payload;
  try {
    payload = await verify(token, SECRET);
  } catch (e) {
    return c.json({ errors: { body: ['unauthorized'] } }, 401);
  }
  const { article } = await c.req.json();
  return c.json({ article: await articleService.create(payload.id, article) }, 201);
});

module.exports = articles;

'use strict';
const { Hono } = require('hono');
const { Article, User } = require('../db/models');

const articles = new Hono();

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['created_at', 'DESC']],
    limit,
    offset,
  });
  return c.json({ articles: rows.map((a) => a.toJSON()), articlesCount: count });
});

articles.get('/:slug', async (c) => {
  const article = await Article.findOne({
    where: { slug: c.req.param('slug') },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
  });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: article.toJSON() });
});

module.exports = articles;

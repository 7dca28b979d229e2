const { Hono } = require('hono');
const { Article, User } = require('../db');

const articles = new Hono();

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return c.json({
    articles: rows.map((a) => ({
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    })),
    articlesCount: count,
  });
});

module.exports = { articles };

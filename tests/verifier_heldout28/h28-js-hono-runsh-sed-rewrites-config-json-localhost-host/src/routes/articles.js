const { Hono } = require('hono');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../models');
const { userIdOf } = require('../auth');

const articles = new Hono();

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt || a.created_at,
  updatedAt: a.updatedAt || a.updated_at,
  favorited: false,
  favoritesCount: 0,
  author: {
    username: a.author ? a.author.username : a.author_username,
    bio: a.author ? a.author.bio : a.author_bio,
    image: a.author ? a.author.image : a.author_image,
    following: !a.author,
  },
});

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return c.json({ articles: rows.map(view), articlesCount: count });
});

articles.get('/articles/feed', async (c) => {
  const me = userIdOf(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const limit = Number(c.req.query('limit') || 20);
  const offset = Number(c.req.query('offset') || 0);
  const rows = await sequelize.query(
    `SELECT a.*, u.username AS author_username, u.bio AS author_bio, u.image AS author_image
       FROM articles a
       JOIN follows f ON f.following_id = a.author_id AND f.follower_id = :me
       JOIN users u ON u.id = a.author_id
      ORDER BY a.created_at DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { me, limit, offset }, type: QueryTypes.SELECT },
  );
  const [{ n }] = await sequelize.query(
    'SELECT COUNT(*)::int AS n FROM articles a JOIN follows f ON f.following_id = a.author_id AND f.follower_id = :me',
    { replacements: { me }, type: QueryTypes.SELECT },
  );
  return c.json({ articles: rows.map(view), articlesCount: n });
});

module.exports = articles;

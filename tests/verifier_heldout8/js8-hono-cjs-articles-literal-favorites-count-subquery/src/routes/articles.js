const { Hono } = require('hono');
const { Op } = require('sequelize');
const { sequelize, Article, User, Favorite } = require('../models');
const { optionalUser, requireUser } = require('../lib/auth');

const articles = new Hono();

// favoritesCount / favorited computed in the same SELECT instead of N extra queries
function countAttributes(viewerId) {
  const attrs = [
    [sequelize.literal('(SELECT COUNT(*) FROM favorites f WHERE f.articleId = Article.id)'), 'favoritesCount'],
  ];
  if (viewerId) {
    attrs.push([
      sequelize.literal(`EXISTS (SELECT 1 FROM favorites f WHERE f.articleId = Article.id AND f.userId = ${Number(viewerId)})`),
      'favorited',
    ]);
  }
  return attrs;
}

function toJson(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: Boolean(a.get('favorited')),
    favoritesCount: Number(a.get('favoritesCount') || 0),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

articles.get('/', optionalUser, async (c) => {
  const viewerId = c.get('userId');
  const where = {};
  const author = c.req.query('author');
  if (author) {
    const u = await User.findOne({ where: { username: author } });
    where.authorId = u ? u.id : -1;
  }
  const tag = c.req.query('tag');
  if (tag) where.tagList = { [Op.like]: `%"${tag}"%` };
  const { rows, count } = await Article.findAndCountAll({
    where,
    attributes: { include: countAttributes(viewerId) },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(c.req.query('limit') || 20),
    offset: Number(c.req.query('offset') || 0),
  });
  return c.json({ articles: rows.map(toJson), articlesCount: count });
});

articles.get('/:slug', optionalUser, async (c) => {
  const a = await Article.findOne({
    where: { slug: c.req.param('slug') },
    attributes: { include: countAttributes(c.get('userId')) },
    include: [{ model: User, as: 'author' }],
  });
  if (!a) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: toJson(a) });
});

articles.post('/:slug/favorite', requireUser, async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!a) return c.json({ errors: { article: ['not found'] } }, 404);
  await Favorite.findOrCreate({ where: { userId: c.get('userId'), articleId: a.id } });
  const fresh = await Article.findByPk(a.id, { attributes: { include: countAttributes(c.get('userId')) }, include: [{ model: User, as: 'author' }] });
  return c.json({ article: toJson(fresh) });
});

module.exports = { articles };

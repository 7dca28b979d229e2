'use strict';
const jwt = require('jsonwebtoken');
const { Op } = require('sequelize');
const { Article, User, Tag, Favorite } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit';

function viewerId(req) {
  const m = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization || '');
  try { return m ? jwt.verify(m[1], SECRET).id : null; } catch { return null; }
}

async function present(article, uid) {
  const favoritesCount = await Favorite.count({ where: { articleId: article.id } });
  const favorited = uid ? (await Favorite.count({ where: { articleId: article.id, userId: uid } })) > 0 : false;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

module.exports = async function (app) {
  app.get('/articles', async (req) => {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const where = {};
    if (req.query.tag) {
      const tag = await Tag.findOne({ where: { name: req.query.tag }, include: [{ model: Article, attributes: ['id'] }] });
      where.id = { [Op.in]: tag ? tag.Articles.map((a) => a.id) : [] };
    }
    const { rows, count } = await Article.findAndCountAll({ where, include, distinct: true, limit, offset, order: [['createdAt', 'DESC']] });
    const uid = viewerId(req);
    return { articles: await Promise.all(rows.map((a) => present(a, uid))), articlesCount: count };
  });

  app.get('/articles/:slug', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include });
    if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
    return { article: await present(article, viewerId(req)) };
  });

  app.get('/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
};

'use strict';

const { Article, User, Favorite } = require('../lib/db');

const json = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0, // filled in by the preSerialization hook
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function (app) {
  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    return { articles: rows.map(json), articlesCount: count };
  });

  app.get('/articles/:slug', async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: json(a) };
  });

  app.post('/articles/:slug/favorite', async (req, reply) => {
    if (!req.viewerId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.findOrCreate({ where: { user_id: req.viewerId, article_id: a.id } });
    return { article: json(a) };
  });

  app.post('/articles', async (req, reply) => {
    if (!req.viewerId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    await Article.create({ slug, title, description, body, tagList, author_id: req.viewerId });
    const a = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
    reply.code(201);
    return { article: json(a) };
  });

  app.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList || []))] };
  });
};

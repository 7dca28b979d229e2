'use strict';

const { Op } = require('sequelize');

module.exports = async function articles(app) {
  const { User, Article, Favorite } = app.models;

  const present = async (a, viewerId) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: viewerId ? (await Favorite.count({ where: { userId: viewerId, articleId: a.id } })) > 0 : false,
    favoritesCount: await Favorite.count({ where: { articleId: a.id } }),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  app.get('/articles', { onRequest: [app.identify] }, async (req) => {
    const { tag, author, limit = 20, offset = 0 } = req.query;
    const { rows, count } = await Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
    });
    return { articles: await Promise.all(rows.map((a) => present(a, req.user && req.user.id))), articlesCount: count };
  });

  app.get('/articles/:slug', { onRequest: [app.identify] }, async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: await present(a, req.user && req.user.id) };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const created = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
    const a = await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
    reply.code(201);
    return { article: await present(a, req.user.id) };
  });

  app.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
};

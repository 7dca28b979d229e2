'use strict';

const { Op } = require('sequelize');

module.exports = async function (fastify) {
  const { User, Article } = fastify.db.models;
  const view = (a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  fastify.get('/', async (req) => {
    const where = req.query.tag ? { tagList: { [Op.like]: `%"${req.query.tag}"%` } } : {};
    const { rows, count } = await Article.findAndCountAll({
      where,
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  fastify.get('/:slug', async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: view(a) };
  });

  fastify.post('/', { onRequest: [fastify.authenticate] }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
    reply.code(201);
    return { article: view(await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] })) };
  });
};

'use strict';

const { Article } = require('../db');

module.exports = async function articles(fastify) {
  fastify.get('/', async () => {
    const rows = await Article.findAll({ order: [['createdAt', 'DESC']], limit: 20 });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: rows.length };
  });

  fastify.get('/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article: article.toJSON() };
  });
};

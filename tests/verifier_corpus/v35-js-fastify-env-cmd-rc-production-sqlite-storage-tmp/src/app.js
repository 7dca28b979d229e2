'use strict';
const fastify = require('fastify')({ logger: true });
const { sequelize, Article } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.get('/api/articles/:slug', async (request, reply) => {
  const article = await Article.findOne({ where: { slug: request.params.slug } });
  if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
  return { article: { slug: article.slug, title: article.title, body: article.body } };
});

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }));

'use strict';

const fastify = require('fastify')({ logger: true });
const { sequelize, Article } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));

fastify.get('/api/articles', async (request) => {
  const limit = Number(request.query.limit) || 20;
  const offset = Number(request.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  return { articles: rows.map((a) => ({ slug: a.slug, title: a.title, description: a.description })), articlesCount: count };
});

sequelize.sync().then(() => fastify.listen({ port: Number(process.env.PORT), host: '0.0.0.0' }));

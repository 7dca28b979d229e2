const fastify = require('fastify')({ logger: true });
const { sequelize, Article } = require('./lib/models');
fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/articles', async (req) => {
  const { rows, count } = await Article.findAndCountAll({ limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0 });
  return { articles: rows, articlesCount: count };
});
sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));

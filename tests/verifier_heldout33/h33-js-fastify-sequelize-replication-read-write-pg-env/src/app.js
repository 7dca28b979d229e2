const Fastify = require('fastify');
const { sequelize, Tag, Article } = require('./db');

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
app.get('/api/articles', async (req) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: Tag, as: 'tags' }], order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit ?? 20), offset: Number(req.query.offset ?? 0), distinct: true,
  });
  return { articles: rows, articlesCount: count };
});

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));

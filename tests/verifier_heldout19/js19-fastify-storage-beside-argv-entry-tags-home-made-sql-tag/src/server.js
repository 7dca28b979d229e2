const fastify = require('fastify')({ logger: true });
const { sequelize, Article, ArticleTag } = require('./models');
const { sql } = require('./db/sql');

fastify.get('/api/health-check', async () => ({ ok: true }));

fastify.get('/api/tags', async () => {
  const rows = await sql`SELECT name FROM article_tags GROUP BY name ORDER BY COUNT(*) DESC, name`;
  return { tags: rows.map((r) => r.name) };
});

fastify.get('/api/articles/:slug', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: ArticleTag, as: 'tags' }] });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  return { article: { ...article.toJSON(), tagList: article.tags.map((t) => t.name) } };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));

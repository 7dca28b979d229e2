import Fastify from 'fastify';
import { sequelize } from './db.js';
import { Article, TagCount } from './models.js';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));

app.get('/api/tags', async () => {
  const rows = await TagCount.findAll({ order: [['n', 'DESC'], ['name', 'ASC']] });
  return { tags: rows.map((r) => r.name) };
});

app.post('/api/articles', async (req, reply) => {
  const { title, description, body, tagList = [] } = req.body.article;
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body, tagList });
  reply.code(201);
  return { article: article.toJSON() };
});

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });

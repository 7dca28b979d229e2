import Fastify from 'fastify';
import { sequelize, Article } from './database.js';
import { favorite, unfavorite } from './favorites.js';

const app = Fastify();

app.post('/api/articles/:slug/favorite', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  await favorite(Number(req.headers['x-user-id'] || 0), article.id);
  await article.reload();
  return { article };
});

app.delete('/api/articles/:slug/favorite', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  await unfavorite(Number(req.headers['x-user-id'] || 0), article.id);
  await article.reload();
  return { article };
});

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });

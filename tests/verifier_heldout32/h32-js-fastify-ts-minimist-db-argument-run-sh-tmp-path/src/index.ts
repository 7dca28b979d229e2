import Fastify from 'fastify';
import { sequelize, Article, Favorite, favoriteCounts } from './db';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ ok: true }));

app.get('/api/articles', async () => {
  const articles = await Article.findAll({ order: [['createdAt', 'DESC']], limit: 20 });
  const counts = await favoriteCounts(articles.map((a) => a.id));
  return {
    articles: articles.map((a) => ({ slug: a.slug, title: a.title, favoritesCount: counts.get(a.id) ?? 0 })),
    articlesCount: await Article.count(),
  };
});

app.post<{ Params: { slug: string } }>('/api/articles/:slug/favorite', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
  await Favorite.findOrCreate({ where: { userId: 1, articleId: article.id } });
  return { article: { slug: article.slug } };
});

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));

const fastify = require('fastify')({ logger: true });
const db = require('./db');

fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });

fastify.get('/api/health-check', async () => ({ status: 'up' }));

fastify.get('/api/tags', async () => {
  const rows = db.prepare('SELECT DISTINCT tag FROM article_tags ORDER BY tag').all();
  return { tags: rows.map((r) => r.tag) };
});

fastify.get('/api/articles/:slug', async (request, reply) => {
  const article = db.prepare(
    `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE a.slug = ?`,
  ).get(request.params.slug);
  if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
  const tagList = db.prepare('SELECT tag FROM article_tags WHERE article_id = ?').all(article.id).map((r) => r.tag);
  return {
    article: {
      slug: article.slug, title: article.title, description: article.description, body: article.body,
      tagList, createdAt: article.created_at, updatedAt: article.updated_at, favorited: false, favoritesCount: 0,
      author: { username: article.username, bio: article.bio, image: article.image, following: false },
    },
  };
});

fastify.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});

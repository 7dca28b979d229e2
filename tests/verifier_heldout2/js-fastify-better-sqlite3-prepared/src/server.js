const fastify = require('fastify')();
const articles = require('./repositories/articles');

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/articles/:slug', async (req, reply) => {
  const article = articles.findBySlug(req.params.slug);
  return article ? { article } : reply.code(404).send();
});
fastify.post('/api/articles', async (req, reply) => {
  const { title, body } = req.body.article;
  const article = articles.create({ slug: title.toLowerCase().replace(/\s+/g, '-'), title, body });
  return reply.code(201).send({ article });
});

fastify.listen({ port: 3000, host: '0.0.0.0' });

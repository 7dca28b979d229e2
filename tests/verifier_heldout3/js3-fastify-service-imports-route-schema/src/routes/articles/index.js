const service = require('../../services/articleService');
const { slugParams } = require('./schema');

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles', async (req) => service.list(req.query));

  fastify.get('/articles/:slug', { schema: { params: slugParams } }, async (req, reply) => {
    const article = service.get(req.params.slug);
    return article ? { article } : reply.code(404).send({ errors: { body: ['article not found'] } });
  });

  fastify.post('/articles', async (req, reply) => {
    try {
      const article = service.create(Number(req.headers['x-user-id'] || 1), req.body && req.body.article);
      return reply.code(201).send({ article });
    } catch (err) {
      if (err instanceof service.ValidationError) return reply.code(422).send({ errors: { body: err.messages } });
      throw err;
    }
  });
};

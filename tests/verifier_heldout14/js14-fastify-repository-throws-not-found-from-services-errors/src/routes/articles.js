const articleService = require('../services/articleService');
const { AppError } = require('../services/errors');

module.exports = async function (fastify) {
  fastify.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) return reply.code(err.statusCode).send({ errors: { [err.field]: [err.message] } });
    reply.code(500).send({ errors: { body: [err.message] } });
  });

  fastify.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));

  fastify.put('/articles/:slug', async (req) => ({
    article: await articleService.update(req.params.slug, req.headers['x-username'], req.body.article || {}),
  }));

  fastify.delete('/articles/:slug', async (req, reply) => {
    await articleService.remove(req.params.slug, req.headers['x-username']);
    reply.code(204).send();
  });
};

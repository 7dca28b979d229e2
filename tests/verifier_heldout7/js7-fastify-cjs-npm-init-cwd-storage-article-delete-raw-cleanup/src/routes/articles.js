const jwt = require('jsonwebtoken');
const articleService = require('../services/articleService');

const SECRET = process.env.JWT_SECRET || 'fastify-conduit';

async function authenticate(request, reply) {
  const token = (request.headers.authorization || '').replace(/^Token /, '');
  try {
    request.userId = jwt.verify(token, SECRET).id;
  } catch {
    reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
}

module.exports = async function articleRoutes(fastify) {
  fastify.put('/articles/:slug', { preHandler: authenticate }, async (request) => ({
    article: await articleService.updateArticle(request.params.slug, request.userId, request.body?.article || {}),
  }));

  fastify.delete('/articles/:slug', { preHandler: authenticate }, async (request, reply) => {
    await articleService.deleteArticle(request.params.slug, request.userId);
    reply.code(204).send();
  });
};

module.exports = async function articlesRoutes(fastify) {
  const { articleService, userService } = fastify.services;

  const authenticate = async (request, reply) => {
    try {
      request.userId = userService.userIdFromToken((request.headers.authorization || '').replace(/^Token /, ''));
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  };

  fastify.get('/articles', async (request) => articleService.list(request.query));
  fastify.post('/articles', { preHandler: authenticate }, async (request, reply) => {
    reply.code(201);
    return { article: articleService.create(request.userId, request.body.article) };
  });
  fastify.get('/tags', async () => ({ tags: articleService.tags() }));
};

async function articleBySlug(request, reply) {
  const { Article } = request.server.db.models;
  const article = await Article.findOne({ where: { slug: request.params.slug } });
  if (!article) {
    return reply.code(404).send({ errors: { article: ['not found'] } });
  }
  request.article = article;
}

module.exports = async function articleRoutes(fastify) {
  const service = fastify.articleService;

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await service.get(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });

  fastify.put('/articles/:slug', { preHandler: articleBySlug }, async (request) => {
    const userId = Number(request.headers['x-user-id']);
    const article = await service.update(request.article, userId, request.body.article || {});
    return { article };
  });

  fastify.delete('/articles/:slug', { preHandler: articleBySlug }, async (request, reply) => {
    await service.remove(request.article, Number(request.headers['x-user-id']));
    return reply.code(204).send();
  });
};

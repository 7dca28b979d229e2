module.exports = async (fastify) => {
  const { Article } = fastify.db.models;

  fastify.delete('/articles/:slug', { preHandler: [fastify.authenticate] }, async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
    if (article.authorId !== request.user.id) return reply.code(403).send({ errors: { body: ['forbidden'] } });
    await article.destroy();
    return reply.code(204).send();
  });
};

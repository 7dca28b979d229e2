module.exports = async function commentRoutes(fastify) {
  const { comments } = fastify.services;

  fastify.get('/articles/:slug/comments', { onRequest: fastify.identify }, async (request) => ({
    comments: await comments.list(request.params.slug, request.userId),
  }));

  fastify.post('/articles/:slug/comments', { onRequest: fastify.authenticate }, async (request, reply) => {
    reply.code(201);
    return { comment: await comments.add(request.params.slug, request.body.comment.body, request.userId) };
  });

  fastify.delete('/articles/:slug/comments/:id', { onRequest: fastify.authenticate }, async (request, reply) => {
    await comments.remove(request.params.slug, Number(request.params.id), request.userId);
    reply.code(204).send();
  });
};

module.exports = async function commentRoutes(fastify) {
  const { comments } = fastify.services;

  fastify.get('/articles/:slug/comments', async (request) => ({
    comments: await comments.list(request.params.slug),
  }));

  fastify.post('/articles/:slug/comments', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const comment = await comments.add(request.params.slug, request.user.id, request.body?.comment?.body);
    reply.code(201);
    return { comment };
  });

  fastify.delete('/articles/:slug/comments/:id', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    await comments.remove(request.params.slug, Number(request.params.id), request.user.id);
    reply.code(204).send();
  });
};

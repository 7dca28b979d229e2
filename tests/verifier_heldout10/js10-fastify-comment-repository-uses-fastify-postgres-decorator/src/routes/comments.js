module.exports = async function commentRoutes(fastify, { commentService }) {
  fastify.get('/articles/:slug/comments', async (request) => ({
    comments: await commentService.list(request.params.slug),
  }));

  fastify.post('/articles/:slug/comments', async (request, reply) => {
    const comment = await commentService.add(
      request.params.slug,
      Number(request.headers['x-user-id']),
      request.body?.comment?.body,
    );
    return reply.code(201).send({ comment });
  });

  fastify.delete('/articles/:slug/comments/:id', async (request, reply) => {
    await commentService.remove(request.params.slug, Number(request.params.id));
    return reply.code(204).send();
  });
};

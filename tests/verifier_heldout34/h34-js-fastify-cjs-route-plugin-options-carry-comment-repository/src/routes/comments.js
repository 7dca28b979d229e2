async function commentRoutes(fastify, opts) {
  const { commentService, commentRepository } = opts;

  fastify.get('/articles/:slug/comments', async (request) => {
    return { comments: await commentService.list(request.params.slug) };
  });

  fastify.post('/articles/:slug/comments', async (request, reply) => {
    const comment = await commentService.add(request.params.slug, request.userId, request.body.comment.body);
    return reply.code(201).send({ comment });
  });

  // ownership check + delete
  fastify.delete('/articles/:slug/comments/:id', async (request, reply) => {
    const comment = await commentRepository.findById(Number(request.params.id));
    if (!comment) return reply.code(404).send({ errors: { comment: ['not found'] } });
    if (comment.authorId !== request.userId) return reply.code(403).send({ errors: { comment: ['forbidden'] } });
    await commentRepository.delete(comment.id);
    return reply.code(204).send();
  });
}

module.exports = commentRoutes;

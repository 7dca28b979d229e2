module.exports = async function commentRoutes(fastify) {
  const { comments } = fastify.services;

  fastify.get('/articles/:slug/comments', async (request) => {
    const rows = await comments.list(request.params.slug);
    return { comments: rows.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt })) };
  });

  fastify.post('/articles/:slug/comments', async (request, reply) => {
    const c = await comments.add(request.params.slug, request.user.username, request.body.comment.body);
    reply.code(201);
    return { comment: { id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt } };
  });

  fastify.delete('/articles/:slug/comments/:id', async (request, reply) => {
    try {
      const ok = await comments.remove(Number(request.params.id), request.user.username);
      return ok ? {} : reply.code(404).send({ errors: { comment: ['not found'] } });
    } catch (e) {
      if (e instanceof comments.ForbiddenError) return reply.code(403).send({ errors: { comment: ['forbidden'] } });
      throw e;
    }
  });
};

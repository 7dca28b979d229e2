module.exports = async function commentRoutes(app) {
  app.get('/articles/:slug/comments', async (req) => ({ comments: await app.services.comments.list(req.params.slug) }));

  app.post('/articles/:slug/comments', { onRequest: [app.authenticate] }, async (req, reply) => {
    const comment = await app.services.comments.add(req.params.slug, req.user.id, req.body.comment.body);
    reply.code(201);
    return { comment };
  });

  app.delete('/articles/:slug/comments/:id', { onRequest: [app.authenticate] }, async (req, reply) => {
    await app.services.comments.remove(Number(req.params.id), req.user.id);
    reply.code(204).send();
  });
};

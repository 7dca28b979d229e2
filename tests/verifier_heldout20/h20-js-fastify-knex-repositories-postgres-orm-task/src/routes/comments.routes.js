module.exports = async (app) => {
  app.get('/:slug/comments', async (req) => ({ comments: await app.comments.list(req.params.slug) }));
  app.post('/:slug/comments', { onRequest: [async (req) => req.jwtVerify()] }, async (req, reply) => {
    const comment = await app.comments.add(req.params.slug, req.user.id, req.body.comment?.body);
    reply.code(201);
    return { comment };
  });
};

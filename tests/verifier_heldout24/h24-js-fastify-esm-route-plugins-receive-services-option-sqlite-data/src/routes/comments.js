export default async function commentRoutes(app, { services }) {
  const { commentService } = services;

  app.get('/articles/:slug/comments', async (req) => {
    const comments = await commentService.list(req.params.slug);
    return { comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false } })) };
  });

  app.delete('/articles/:slug/comments/:id', { onRequest: [app.authenticate] }, async (req, reply) => {
    const outcome = await commentService.remove(Number(req.params.id), req.user.id);
    if (outcome === 'not_found') return reply.code(404).send({ errors: { comment: ['not found'] } });
    if (outcome === 'forbidden') return reply.code(403).send({ errors: { comment: ['forbidden'] } });
    return reply.code(200).send({});
  });
}

const commentService = require('../services/commentService');

module.exports = async (fastify) => {
  fastify.get('/articles/:slug/comments', async (req) => ({
    comments: await commentService.list(req.params.slug),
  }));

  fastify.post('/articles/:slug/comments', async (req, reply) => {
    const body = req.body && req.body.comment ? req.body.comment.body : undefined;
    const comment = await commentService.add(req.params.slug, req.headers['x-username'], body);
    reply.code(201);
    return { comment };
  });

  fastify.delete('/articles/:slug/comments/:id', async (req, reply) => {
    await commentService.remove(Number(req.params.id), req.headers['x-username']);
    reply.code(204).send();
  });
};

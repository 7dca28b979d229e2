const comments = require('../repositories/comments');

module.exports = async function (fastify) {
  fastify.get('/api/articles/:slug/comments/:articleId', async (req) => ({ comments: await comments.list(Number(req.params.articleId)) }));
  fastify.delete('/api/articles/:slug/comments/:id', async (req, reply) => {
    await comments.removeOwned(Number(req.params.id), req.user && req.user.id);
    reply.code(204).send();
  });
};

const commentService = require('../services/comment.service');

module.exports = async function (fastify) {
  fastify.get('/:slug/comments', async (req) => ({ comments: commentService.listForArticle(req.params.slug) }));
  fastify.post('/:slug/comments', async (req, reply) => {
    const comment = commentService.add(req.params.slug, req.user?.id ?? 0, req.body?.comment?.body);
    return reply.code(201).send({ comment });
  });
};

module.exports = (service) => async function commentsRoutes(fastify) {
  fastify.get('/articles/:id/comments', async (req) => ({ comments: await service.list(Number(req.params.id)) }));
  fastify.post('/articles/:id/comments', async (req) => ({ comment: await service.add(Number(req.params.id), 1, req.body.comment.body) }));
};

const articleService = require('../services/articleService');
module.exports = async function (fastify) {
  fastify.get('/api/articles/:slug', async (req) => ({ article: await articleService.getBySlug(req.params.slug) }));
  fastify.post('/api/articles', { onRequest: [fastify.authenticate] }, async (req, reply) => {
    const article = await articleService.create(req.user.id, req.body.article);
    return reply.code(201).send({ article });
  });
};

const articles = require('../services/article.service');

module.exports = async function (fastify) {
  fastify.get('/articles', async (req) => articles.list(req.query));
  fastify.post('/articles', { onRequest: [fastify.auth] }, async (req, reply) => {
    reply.code(201);
    return { article: await articles.create(req.user.id, req.body.article) };
  });
};

const articles = require('../services/article-service');
module.exports = async (app) => {
  app.get('/', async (req) => articles.list(req.query));
  app.delete('/:slug', { onRequest: [app.authenticate] }, async (req, reply) => {
    await articles.remove(req.params.slug, req.user.id);
    reply.code(204).send();
  });
};

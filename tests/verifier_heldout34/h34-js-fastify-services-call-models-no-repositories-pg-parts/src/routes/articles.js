const articles = require('../services/articles');

module.exports = async function (app) {
  app.post('/api/articles/:slug/favorite', async (req, reply) => {
    try {
      return { article: await articles.favorite(req.params.slug, req.userId) };
    } catch (e) {
      return reply.code(e.status || 500).send({ errors: { body: [e.message] } });
    }
  });
  app.delete('/api/articles/:slug/favorite', async (req, reply) => {
    try {
      return { article: await articles.unfavorite(req.params.slug, req.userId) };
    } catch (e) {
      return reply.code(e.status || 500).send({ errors: { body: [e.message] } });
    }
  });
};

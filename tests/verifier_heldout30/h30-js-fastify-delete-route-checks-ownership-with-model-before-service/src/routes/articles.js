const articleService = require('../services/articleService');
const { Article } = require('../models');

module.exports = async function (app) {
  app.get('/articles', async (req) => articleService.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0));

  app.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.user.id, req.body.article) }),
  );

  app.put('/articles/:slug', { onRequest: [app.authenticate] }, async (req) => ({
    article: await articleService.update(req.params.slug, req.user.id, req.body.article),
  }));

  app.delete('/articles/:slug', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    if (article.authorId !== req.user.id) return reply.code(403).send({ errors: { article: ['forbidden'] } });
    await articleService.remove(req.params.slug);
    return reply.code(204).send();
  });
};

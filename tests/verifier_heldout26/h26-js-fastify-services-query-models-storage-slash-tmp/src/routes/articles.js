'use strict';
const articleService = require('../services/articleService');

module.exports = async function (app) {
  app.get('/articles', async (req) => articleService.list({
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
    author: req.query.author,
  }));
  app.post('/articles', { onRequest: [app.auth] }, async (req, reply) =>
    reply.code(201).send({ article: await articleService.create(req.user.id, req.body.article) }));
  app.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));
  app.get('/tags', async () => ({ tags: await articleService.tags() }));
};

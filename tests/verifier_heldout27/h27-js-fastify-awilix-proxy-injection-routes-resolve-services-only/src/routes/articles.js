'use strict';

module.exports = async function articlesRoutes(app) {
  const service = (req) => req.diScope.resolve('articleService');

  app.get('/articles', { onRequest: [app.identify] }, async (req) => service(req).list(req.query, req.user && req.user.id));

  app.get('/articles/:slug', { onRequest: [app.identify] }, async (req) => ({
    article: await service(req).get(req.params.slug, req.user && req.user.id),
  }));

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    reply.code(201);
    return { article: await service(req).create(req.user.id, req.body.article) };
  });

  app.post('/articles/:slug/favorite', { onRequest: [app.authenticate] }, async (req) => ({
    article: await service(req).favorite(req.params.slug, req.user.id, true),
  }));

  app.delete('/articles/:slug/favorite', { onRequest: [app.authenticate] }, async (req) => ({
    article: await service(req).favorite(req.params.slug, req.user.id, false),
  }));
};

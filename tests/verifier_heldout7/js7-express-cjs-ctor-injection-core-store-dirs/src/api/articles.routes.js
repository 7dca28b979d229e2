const { Router } = require('express');

function articlesRouter(articleService, userService) {
  const router = Router();

  const auth = (req, _res, next) => {
    try {
      const token = (req.headers.authorization || '').replace(/^Token /, '');
      req.userId = userService.verify(token).id;
      next();
    } catch (e) { next(Object.assign(e, { status: 401 })); }
  };

  router.get('/articles', async (req, res, next) => {
    try { res.json(await articleService.list(req.query)); } catch (e) { next(e); }
  });

  router.get('/articles/:slug', async (req, res, next) => {
    try { res.json({ article: await articleService.get(req.params.slug) }); } catch (e) { next(e); }
  });

  router.post('/articles', auth, async (req, res, next) => {
    try {
      res.status(201).json({ article: await articleService.create(req.userId, req.body.article || {}) });
    } catch (e) { next(e); }
  });

  return router;
}

module.exports = { articlesRouter };

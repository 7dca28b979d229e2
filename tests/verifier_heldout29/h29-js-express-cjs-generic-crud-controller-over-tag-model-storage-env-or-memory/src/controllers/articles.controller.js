const articleService = require('../services/article.service');

module.exports = {
  async list(req, res, next) {
    try { res.json(await articleService.list(req.query)); } catch (err) { next(err); }
  },
  async create(req, res, next) {
    try {
      res.status(201).json({ article: await articleService.create(req.auth.id, req.body.article || {}) });
    } catch (err) { next(err); }
  },
  async get(req, res, next) {
    try {
      const article = await articleService.get(req.params.slug);
      if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
      res.json({ article });
    } catch (err) { next(err); }
  },
};

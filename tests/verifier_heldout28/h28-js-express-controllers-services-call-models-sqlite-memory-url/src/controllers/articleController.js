const articleService = require('../services/articleService');

exports.list = async (req, res, next) => {
  try {
    res.json(await articleService.list(req.query));
  } catch (err) {
    next(err);
  }
};

exports.create = async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.user.id, req.body.article) });
  } catch (err) {
    next(err);
  }
};

exports.get = async (req, res, next) => {
  try {
    const article = await articleService.getBySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['Article not found'] } });
    return res.json({ article });
  } catch (err) {
    return next(err);
  }
};

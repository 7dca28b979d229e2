const articleService = require('../services/articleService');

exports.list = async (req, res, next) => {
  try { res.json(await articleService.listArticles(req.query)); } catch (e) { next(e); }
};
exports.get = async (req, res, next) => {
  try { res.json({ article: await articleService.getArticle(req.params.slug) }); } catch (e) { next(e); }
};
exports.favorite = async (req, res, next) => {
  try { res.json({ article: await articleService.favorite(req.params.slug, req.user.id) }); } catch (e) { next(e); }
};

// Express middleware: resolves :slug once for every /articles/:slug route.
const articles = require('../repositories/articleRepository');

module.exports = async function loadArticle(req, res, next) {
  try {
    const article = await articles.findBySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    req.article = article;
    next();
  } catch (e) { next(e); }
};

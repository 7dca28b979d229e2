const articles = require('../repositories/articleRepository');
exports.get = async (slug) => {
  const article = await articles.findBySlug(slug);
  if (!article) { const e = new Error('not found'); e.status = 404; throw e; }
  return article;
};

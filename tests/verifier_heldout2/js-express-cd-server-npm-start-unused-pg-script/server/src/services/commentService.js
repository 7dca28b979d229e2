const repo = require('../repositories/commentRepository');

exports.list = async (slug) => {
  const article = await repo.articleBySlug(slug);
  if (!article) return null;
  return repo.listForArticle(article.id);
};

exports.add = async (slug, authorId, body) => {
  const article = await repo.articleBySlug(slug);
  if (!article) return null;
  return repo.create({ ArticleId: article.id, authorId, body });
};

const articleRepository = require('../repositories/article-repository');
exports.getArticle = async (slug) => {
  const article = await articleRepository.findBySlug(slug);
  if (!article) return null;
  return { ...article, favoritesCount: await articleRepository.favoritesCount(article.id) };
};

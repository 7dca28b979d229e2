const articlesRepository = require('../repositories/articles.repository');
exports.getArticle = async (slug) => {
  const a = await articlesRepository.findBySlug(slug);
  return a && { ...a.toJSON(), tagList: a.Tags.map((t) => t.name) };
};

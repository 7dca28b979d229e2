const articleRepository = require('../repositories/articleRepository');
async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) { const err = new Error('Article not found'); err.statusCode = 404; throw err; }
  const json = article.toJSON();
  return { ...json, tagList: (json.Tags || []).map((t) => t.name) };
}
module.exports = { getArticle };

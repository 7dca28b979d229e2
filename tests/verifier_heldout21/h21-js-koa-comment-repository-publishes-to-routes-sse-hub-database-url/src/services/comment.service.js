const comments = require('../repositories/comment.repository');
const { Article } = require('../models');
const articleRepo = { bySlug: (slug) => Article.findOne({ where: { slug } }) };

exports.add = async (slug, authorId, body) => {
  const article = await articleRepo.bySlug(slug);
  if (!article) return null;
  return comments.create({ body, articleId: article.id, authorId });
};
exports.list = async (slug) => {
  const article = await articleRepo.bySlug(slug);
  return article ? comments.forArticle(article.id) : null;
};

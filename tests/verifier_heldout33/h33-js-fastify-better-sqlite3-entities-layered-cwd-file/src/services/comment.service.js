const commentRepository = require('../repositories/comment.repository');
const articleRepository = require('../repositories/article.repository');
const { Comment } = require('../entities/comment');

function requireArticle(slug) {
  const article = articleRepository.findBySlug(slug);
  if (!article) throw Object.assign(new Error('article not found'), { statusCode: 404 });
  return article;
}
function listForArticle(slug) {
  return commentRepository.byArticle(requireArticle(slug).id).map(Comment.fromRow);
}
function add(slug, authorId, body) {
  if (!body) throw Object.assign(new Error('body is required'), { statusCode: 422 });
  const id = commentRepository.insert(requireArticle(slug).id, authorId, body);
  return Comment.fromRow(commentRepository.byId(id));
}
module.exports = { listForArticle, add };

const comments = require('../repositories/comment.repository');
exports.list = (articleId) => comments.forArticle(articleId);
exports.add = (articleId, authorId, body) => comments.add({ articleId, authorId, body });
exports.remove = async (id, authorId) => {
  const removed = await comments.remove(id, authorId);
  if (!removed) { const e = new Error('forbidden'); e.status = 403; throw e; }
};

const comments = require('../repositories/commentRepository');

function httpError(status, message) { const e = new Error(message); e.status = status; return e; }

exports.list = (articleId) => comments.listForArticle(articleId);
exports.add = (articleId, authorId, body) => {
  if (!body) throw httpError(422, "body can't be blank");
  return comments.create({ articleId, authorId, body });
};
exports.remove = async (id, userId) => {
  const comment = await comments.findById(id);
  if (!comment) throw httpError(404, 'comment not found');
  if (comment.authorId !== userId) throw httpError(403, 'forbidden');
  await comments.destroy(id);
};

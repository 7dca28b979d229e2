const comments = require('../repositories/commentRepository');
exports.list = (articleId) => comments.forArticle(articleId);
exports.add = async (articleId, authorId, body) => {
  if (!body) { const e = new Error('body required'); e.status = 422; throw e; }
  await comments.insert(articleId, authorId, body);
  return (await comments.forArticle(articleId))[0];
};

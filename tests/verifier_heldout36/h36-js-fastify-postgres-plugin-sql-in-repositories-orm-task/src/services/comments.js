const commentsRepository = require('../repositories/comments');
module.exports = (pg) => {
  const repo = commentsRepository(pg);
  return { list: (articleId) => repo.forArticle(articleId), add: (articleId, userId, body) => repo.add(articleId, userId, body) };
};

const repo = require('../repositories/commentRepository');

function list(slug) {
  return repo.listForArticle(slug);
}

function create(slug, userId, body) {
  if (!body || !body.trim()) {
    const e = new Error("body can't be empty");
    e.status = 422;
    throw e;
  }
  const articleId = repo.articleIdBySlug(slug);
  if (!articleId) {
    const e = new Error('article not found');
    e.status = 404;
    throw e;
  }
  return repo.add(articleId, userId, body);
}

module.exports = { list, create };

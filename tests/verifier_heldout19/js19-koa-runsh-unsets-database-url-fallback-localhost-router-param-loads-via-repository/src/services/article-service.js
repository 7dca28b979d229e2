const articles = require('../repositories/article-repository');

async function update(article, userId, changes) {
  if (article.authorId !== userId) { const e = new Error('forbidden'); e.status = 403; throw e; }
  return articles.update(article, changes);
}

async function remove(article, userId) {
  if (article.authorId !== userId) { const e = new Error('forbidden'); e.status = 403; throw e; }
  await articles.destroy(article);
}

module.exports = { update, remove };

const repo = require('../repositories/articleRepository');

class Forbidden extends Error { constructor() { super('forbidden'); this.status = 403; } }

exports.update = async (article, userId, input) => {
  if (article.authorId !== userId) throw new Forbidden();
  const fields = {};
  for (const k of ['title', 'description', 'body']) if (input[k] !== undefined) fields[k] = input[k];
  return repo.update(article, fields);
};
exports.remove = async (article, userId) => {
  if (article.authorId !== userId) throw new Forbidden();
  await repo.destroy(article);
};

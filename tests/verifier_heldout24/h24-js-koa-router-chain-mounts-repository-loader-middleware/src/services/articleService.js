const articleRepository = require('../repositories/articleRepository');

class Forbidden extends Error {}

module.exports = {
  Forbidden,
  async update(article, userId, changes) {
    if (article.authorId !== userId) throw new Forbidden();
    const allowed = {};
    for (const k of ['title', 'description', 'body']) if (changes[k] !== undefined) allowed[k] = changes[k];
    return articleRepository.update(article, allowed);
  },
  async remove(article, userId) {
    if (article.authorId !== userId) throw new Forbidden();
    await articleRepository.destroy(article);
  },
};

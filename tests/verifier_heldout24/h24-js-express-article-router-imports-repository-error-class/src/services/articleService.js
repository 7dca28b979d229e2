const articleRepository = require('../repositories/articleRepository');

class ForbiddenError extends Error {}

module.exports = {
  ForbiddenError,
  get: (slug) => articleRepository.getBySlug(slug),
  async remove(slug, userId) {
    const article = await articleRepository.getBySlug(slug);
    if (article.authorId !== userId) throw new ForbiddenError('not the author');
    await articleRepository.remove(slug);
  },
};

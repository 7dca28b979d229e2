const articleRepository = require('../repositories/article.repository');

const forbidden = () => Object.assign(new Error('forbidden'), { status: 403 });

module.exports = {
  async update(userId, slug, changes) {
    const article = await articleRepository.findBySlug(slug);
    if (article.authorId !== userId) throw forbidden();
    return articleRepository.update(article, changes);
  },
  async remove(userId, slug) {
    const article = await articleRepository.findBySlug(slug);
    if (article.authorId !== userId) throw forbidden();
    await articleRepository.remove(article);
  },
};

const articleRepository = require('../repositories/articleRepository');
const { NotFoundError, ForbiddenError, ValidationError } = require('../models/errors');

async function loadOwned(slug, userId) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new NotFoundError('article');
  if (article.authorId !== userId) throw new ForbiddenError('not the author');
  return article;
}

module.exports = {
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw new NotFoundError('article');
    return article.toJSON();
  },
  async update(slug, userId, changes) {
    if (changes.title === '') throw new ValidationError({ title: ["can't be blank"] });
    const article = await loadOwned(slug, userId);
    return (await articleRepository.update(article, changes)).toJSON();
  },
  async remove(slug, userId) {
    await articleRepository.remove(await loadOwned(slug, userId));
  },
};

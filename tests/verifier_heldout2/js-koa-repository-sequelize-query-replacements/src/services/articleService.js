const articleRepository = require('../repositories/articleRepository');

module.exports = {
  feed: (userId, { limit = 20, offset = 0 } = {}) => articleRepository.feed(userId, Number(limit), Number(offset)),
  get: (slug) => articleRepository.bySlug(slug),
};

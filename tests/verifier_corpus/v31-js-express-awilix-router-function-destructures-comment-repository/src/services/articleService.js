'use strict';

class NotFound extends Error {}

module.exports = function makeArticleService({ articleRepository }) {
  return {
    NotFound,
    async get(slug) {
      const article = await articleRepository.bySlug(slug);
      if (!article) throw new NotFound('article not found');
      return { slug: article.slug, title: article.title, body: article.body, id: article.id };
    },
  };
};

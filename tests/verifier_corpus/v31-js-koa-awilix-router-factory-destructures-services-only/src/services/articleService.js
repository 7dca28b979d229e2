'use strict';

module.exports = ({ articleRepository }) => ({
  async get(slug) {
    const article = await articleRepository.bySlug(slug);
    return article && { slug: article.slug, title: article.title, body: article.body };
  },
});

'use strict';

module.exports = function makeArticleRepository({ models }) {
  return {
    bySlug: (slug) => models.Article.findOne({ where: { slug } }),
  };
};

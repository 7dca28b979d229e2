'use strict';

module.exports = ({ models }) => ({
  bySlug: (slug) => models.Article.findOne({ where: { slug } }),
});

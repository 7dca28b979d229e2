const { Article } = require('../models');

module.exports = function articleRepository() {
  return {
    findBySlug: (slug) => Article.findOne({ where: { slug } }),
  };
};

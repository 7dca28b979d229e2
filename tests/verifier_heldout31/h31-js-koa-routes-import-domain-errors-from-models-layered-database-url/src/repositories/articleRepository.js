const { Article } = require('../models');

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  update: (article, changes) => article.update(changes),
  remove: (article) => article.destroy(),
};

const Article = require('../models/article');

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  update: (article, fields) => article.update(fields),
  destroy: (article) => article.destroy(),
};

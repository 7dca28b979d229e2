const { Article, Tag } = require('../models');
module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [Tag] }),
};

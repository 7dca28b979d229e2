const { Article, Tag } = require('../models');

module.exports = {
  async create(fields, tags) {
    const article = await Article.create(fields);
    await article.setTags(tags);
    return Article.findByPk(article.id, { include: [Tag] });
  },
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [Tag] });
  },
};

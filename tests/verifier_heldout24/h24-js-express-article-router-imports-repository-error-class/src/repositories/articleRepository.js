const Article = require('../models/article');
const { RecordNotFoundError } = require('./errors');

module.exports = {
  async getBySlug(slug) {
    const article = await Article.findOne({ where: { slug } });
    if (!article) throw new RecordNotFoundError('article', slug);
    return article;
  },
  create: (fields) => Article.create(fields),
  async remove(slug) {
    const article = await this.getBySlug(slug);
    await article.destroy();
  },
};

const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

module.exports = {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include });
  },
  list({ limit, offset }) {
    return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  },
  async create(data, tags) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return this.findBySlug(article.slug);
  },
};

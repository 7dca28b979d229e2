const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  async create(data, tags) {
    const article = await Article.create(data);
    await article.setTags(tags);
    return Article.findByPk(article.id, { include });
  },
  list: ({ limit, offset }) => Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
};

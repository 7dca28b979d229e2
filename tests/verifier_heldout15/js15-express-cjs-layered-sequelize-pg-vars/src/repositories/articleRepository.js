const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

module.exports = {
  list: ({ limit, offset }) =>
    Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  create: (data) => Article.create(data),
  remove: (article) => article.destroy(),
  allTags: () => Tag.findAll({ order: [['name', 'ASC']] }),
};

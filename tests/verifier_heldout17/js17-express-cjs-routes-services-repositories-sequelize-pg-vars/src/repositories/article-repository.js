const { Op } = require('sequelize');
const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  list: ({ limit, offset, authorId }) => Article.findAndCountAll({
    where: authorId ? { authorId } : {},
    include, limit, offset, order: [['createdAt', 'DESC']], distinct: true,
  }),
  create: (data) => Article.create(data),
  destroy: (article) => article.destroy(),
  slugTaken: (slug) => Article.count({ where: { slug: { [Op.eq]: slug } } }),
};

const { Op } = require('sequelize');
const { Article, User } = require('../models');

const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: withAuthor }),
  findAll: ({ tag, limit, offset }) => Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: withAuthor, limit, offset, order: [['createdAt', 'DESC']],
  }),
  create: (data) => Article.create(data),
  update: (article, data) => article.update(data),
  remove: (article) => article.destroy(),
};

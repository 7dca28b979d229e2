const { Op } = require('sequelize');
const { Article, User } = require('../models');

const withAuthor = [{ model: User, as: 'author' }];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: withAuthor }),
  list: ({ tag, authorId, limit, offset }) => {
    const where = {};
    if (tag) where.tagList = { [Op.contains]: [tag] };
    if (authorId) where.authorId = authorId;
    return Article.findAndCountAll({
      where, include: withAuthor, order: [['createdAt', 'DESC']], limit, offset, distinct: true,
    });
  },
  create: (fields) => Article.create(fields),
  remove: (article) => article.destroy(),
};

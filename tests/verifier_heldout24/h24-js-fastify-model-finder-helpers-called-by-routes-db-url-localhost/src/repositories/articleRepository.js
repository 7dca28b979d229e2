const { Article, User } = require('../models');

module.exports = {
  create: (data) => Article.create(data),
  list: ({ limit, offset }) => Article.findAndCountAll({
    include: [{ model: User, as: 'author' }], limit, offset, order: [['createdAt', 'DESC']],
  }),
  update: (article, fields) => article.update(fields),
  destroy: (article) => article.destroy(),
};

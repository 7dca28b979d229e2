const { Article, User } = require('../models');

const withAuthor = { include: [{ model: User, as: 'author' }] };

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, ...withAuthor }),
  list: (limit, offset) => Article.findAndCountAll({ ...withAuthor, order: [['createdAt', 'DESC']], limit, offset }),
  create: (data) => Article.create(data),
  update: (article, changes) => article.update(changes),
  destroyBySlug: (slug) => Article.destroy({ where: { slug } }),
};

const { Article, User } = require('../models');

const withAuthor = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

module.exports = {
  insert: (attrs) => Article.create(attrs),
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [withAuthor] }),
  page: ({ limit, offset }) =>
    Article.findAndCountAll({ include: [withAuthor], order: [['createdAt', 'DESC']], limit, offset }),
  update: (article, attrs) => article.update(attrs),
};

const { Article, User, Comment } = require('../models');

const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

module.exports = {
  list: ({ limit, offset }) =>
    Article.findAndCountAll({ include: withAuthor, order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include: withAuthor }),
  create: (fields) => Article.create(fields),
  comments: (articleId) =>
    Comment.findAll({ where: { articleId }, include: withAuthor, order: [['createdAt', 'ASC']] }),
  addComment: (fields) => Comment.create(fields),
};

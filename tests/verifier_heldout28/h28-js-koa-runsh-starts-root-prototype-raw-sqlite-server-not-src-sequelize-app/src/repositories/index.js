const { User, Article } = require('../models');

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

module.exports = {
  users: {
    byEmail: (email) => User.findOne({ where: { email } }),
    create: (attrs) => User.create(attrs),
  },
  articles: {
    page: (limit, offset) => Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset }),
  },
};

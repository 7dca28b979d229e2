const { Article, User } = require('../models');

const author = (username) => ({ model: User, as: 'author', ...(username ? { where: { username } } : {}) });

module.exports = {
  page: ({ limit, offset, username }) =>
    Article.findAndCountAll({ include: [author(username)], limit, offset, order: [['createdAt', 'DESC']] }),
  insert: (fields) => Article.create(fields),
  byId: (id) => Article.findByPk(id, { include: [author()] }),
  allTagLists: async () => (await Article.findAll({ attributes: ['tagList'] })).map((r) => r.tagList),
};

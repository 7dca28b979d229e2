const { Article, User, Tag } = require('../models');
module.exports = {
  list: (limit, offset) => Article.findAndCountAll({ include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }], limit, offset, distinct: true }),
};

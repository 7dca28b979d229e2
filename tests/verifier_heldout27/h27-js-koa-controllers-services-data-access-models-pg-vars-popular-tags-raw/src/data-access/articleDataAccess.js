const { Article, User, Tag } = require('../models');

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

module.exports = {
  page: (limit, offset) => Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  insert: (attrs) => Article.create(attrs),
};

const { Article, User, Tag } = require('../models');

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

exports.list = ({ limit, offset }) =>
  Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
exports.bySlug = (slug) => Article.findOne({ where: { slug }, include });
exports.create = (data) => Article.create(data);

const { Article, User } = require('../models');

const author = { model: User, as: 'author' };

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [author] });
exports.list = ({ limit, offset }) =>
  Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset });
exports.create = (attrs) => Article.create(attrs);
exports.allTagLists = async () => (await Article.findAll({ attributes: ['tagList'] })).map((a) => a.tagList);

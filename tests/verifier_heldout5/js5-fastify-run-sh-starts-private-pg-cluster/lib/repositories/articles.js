const { Op } = require('sequelize');
const { Article, User } = require('../models');

exports.list = ({ tag, limit, offset }) => Article.findAndCountAll({
  where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
  include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
  order: [['createdAt', 'DESC']], limit, offset,
});
exports.create = (values) => Article.create(values);
exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

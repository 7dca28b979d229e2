const { Op } = require('sequelize');
const { Article, User } = require('../models');

exports.findAll = ({ author, limit, offset }) => {
  const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];
  if (author) include[0].where = { username: { [Op.eq]: author } };
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']] });
};

exports.findBySlug = (slug) =>
  Article.findOne({ where: { slug }, include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }] });

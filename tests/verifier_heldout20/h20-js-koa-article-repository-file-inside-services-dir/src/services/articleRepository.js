const { Op } = require('sequelize');
const { Article, User } = require('../models');

exports.search = ({ author, limit, offset }) => Article.findAndCountAll({
  include: [{ model: User, as: 'author', where: author ? { username: { [Op.eq]: author } } : undefined }],
  order: [['createdAt', 'DESC']],
  limit,
  offset,
});
exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

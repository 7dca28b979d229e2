const { Op } = require('sequelize');
const { Article, User } = require('../models');

const include = [{ model: User, as: 'author' }];

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include });

exports.findMany = ({ tag, authorId, limit, offset }) => {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  if (authorId) where.authorId = authorId;
  return Article.findAndCountAll({ where, include, order: [['createdAt', 'DESC']], limit, offset });
};

exports.create = (data) => Article.create(data);

const { Article, User } = require('../models');

exports.articleBySlug = (slug) => Article.findOne({
  where: { slug },
  include: [{ model: User, as: 'author', attributes: ['username'] }],
});

exports.insertArticle = (fields) => Article.create(fields);

exports.recentArticles = (limit, offset) => Article.findAndCountAll({
  include: [{ model: User, as: 'author', attributes: ['username'] }],
  order: [['createdAt', 'DESC']],
  limit,
  offset,
});

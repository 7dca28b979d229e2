const { Article, Comment } = require('../models');

exports.articleBySlug = (slug) => Article.findOne({ where: { slug } });
exports.listForArticle = (ArticleId) => Comment.findAll({ where: { ArticleId }, order: [['createdAt', 'DESC']] });
exports.create = (data) => Comment.create(data);
exports.destroy = (id) => Comment.destroy({ where: { id } });

const { Article, User } = require('../models');

exports.findBySlug = (slug, transaction) =>
  Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }], transaction });

exports.bumpFavorites = (article, by, transaction) =>
  by > 0
    ? article.increment('favoritesCount', { by, transaction })
    : article.decrement('favoritesCount', { by: -by, transaction });

const { Article, Favorite } = require('../models');

exports.findArticle = (slug, transaction) => Article.findOne({ where: { slug }, transaction, lock: transaction.LOCK.UPDATE });

exports.add = async (userId, article, transaction) => {
  const [, created] = await Favorite.findOrCreate({ where: { userId, articleId: article.id }, transaction });
  if (created) await article.increment('favoritesCount', { transaction });
};

exports.remove = async (userId, article, transaction) => {
  const removed = await Favorite.destroy({ where: { userId, articleId: article.id }, transaction });
  if (removed) await article.decrement('favoritesCount', { transaction });
};

exports.isFavorited = async (userId, article, transaction) =>
  (await Favorite.count({ where: { userId, articleId: article.id }, transaction })) > 0;

const { Favorite } = require('../models');

exports.add = async (userId, articleId, transaction) => {
  const [, created] = await Favorite.findOrCreate({ where: { userId, articleId }, transaction });
  return created;
};

exports.remove = (userId, articleId, transaction) =>
  Favorite.destroy({ where: { userId, articleId }, transaction });

exports.exists = async (userId, articleId, transaction) =>
  Boolean(await Favorite.findOne({ where: { userId, articleId }, transaction }));

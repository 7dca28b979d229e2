const { Article, User } = require('../models');

exports.list = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']], limit: Number(limit), offset: Number(offset),
  });
  return { articles: rows.map((r) => ({ ...r.toJSON(), favorited: false, favoritesCount: 0 })), articlesCount: count };
};

'use strict';
const { Article, User, Favorite } = require('../models');

const withAuthor = { model: User, as: 'author' };

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [withAuthor] }),
  list: ({ limit = 20, offset = 0 } = {}) =>
    Article.findAndCountAll({ include: [withAuthor], order: [['createdAt', 'DESC']], limit, offset }),
  create: (data) => Article.create(data),
  favoritesCount: (articleId) => Favorite.count({ where: { articleId } }),
  isFavorited: async (userId, articleId) => (await Favorite.count({ where: { userId, articleId } })) > 0,
  allTags: async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  },
};

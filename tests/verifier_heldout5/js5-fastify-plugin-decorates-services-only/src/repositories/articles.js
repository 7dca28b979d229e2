'use strict';
const { Op } = require('sequelize');

module.exports = function articlesRepository({ Article, User }) {
  return {
    page: ({ tag, author, limit, offset }) => Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : undefined,
      include: [{ model: User, as: 'author', where: author ? { username: author } : undefined }],
      order: [['createdAt', 'DESC']], limit, offset,
    }),
    bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
    insert: (values) => Article.create(values),
    favoritesCount: (article) => article.countFavoriters(),
    favoritedBy: (article, userId) => article.hasFavoriter(userId),
    allTags: async () => [...new Set((await Article.findAll({ attributes: ['tagList'] })).flatMap((a) => a.tagList))],
  };
};

const { Op } = require('sequelize');

module.exports = function makeArticleRepository({ models }) {
  const { Article, User, Favorite } = models;
  const include = [{ model: User, as: 'author' }];

  return {
    page: ({ tag, limit, offset }) =>
      Article.findAndCountAll({
        where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
        include,
        order: [['createdAt', 'DESC']],
        limit,
        offset,
      }),
    bySlug: (slug) => Article.findOne({ where: { slug }, include }),
    create: (attrs) => Article.create(attrs),
    favoritesCount: (articleId) => Favorite.count({ where: { articleId } }),
    favorite: (userId, articleId) => Favorite.findOrCreate({ where: { userId, articleId } }),
  };
};

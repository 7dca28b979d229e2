const { Op } = require('sequelize');
const { Article, User, Comment } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  findPage: ({ tag, limit, offset }) =>
    Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include,
      distinct: true,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    }),
  create: (attrs) => Article.create(attrs),
  destroy: (article) => article.destroy(),
  addFavorite: (article, userId) => article.addFavoritedBy(userId),
  removeFavorite: (article, userId) => article.removeFavoritedBy(userId),
  commentsOf: (articleId) =>
    Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  addComment: (attrs) => Comment.create(attrs),
  allTags: async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))].sort();
  },
};

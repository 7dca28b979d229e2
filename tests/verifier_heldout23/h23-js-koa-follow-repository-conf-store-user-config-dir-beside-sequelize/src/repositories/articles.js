const { Op } = require('sequelize');
const { Article, User, Favorite } = require('../models');

const withAuthor = { model: User, as: 'author' };

exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: [withAuthor] });

exports.page = async ({ tag, authorId, favoritedBy, authorIds, limit, offset }) => {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  if (authorId !== undefined) where.authorId = authorId;
  if (authorIds) where.authorId = { [Op.in]: authorIds };
  if (favoritedBy !== undefined) {
    const favs = await Favorite.findAll({ where: { userId: favoritedBy }, attributes: ['articleId'] });
    where.id = { [Op.in]: favs.map((f) => f.articleId) };
  }
  return Article.findAndCountAll({ where, include: [withAuthor], order: [['createdAt', 'DESC']], limit, offset });
};

exports.insert = async (attrs) => {
  const article = await Article.create(attrs);
  return exports.bySlug(article.slug);
};
exports.patch = async (article, attrs) => {
  await article.update(attrs);
  return exports.bySlug(article.slug);
};
exports.remove = (article) => article.destroy();

exports.favoritesCount = (articleId) => Favorite.count({ where: { articleId } });
exports.isFavorited = async (articleId, userId) => !!userId && (await Favorite.count({ where: { articleId, userId } })) > 0;
exports.favorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
exports.unfavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });

exports.allTags = async () => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(rows.flatMap((r) => r.tagList))].sort();
};

import { Op } from 'sequelize';
import { Article, User, Favorite } from '../models/index.js';

export async function findMany({ tag, author, limit, offset }) {
  return Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

export const countFavorites = (articleId) => Favorite.count({ where: { articleId } });

export async function isFavorited(articleId, userId) {
  if (!userId) return false;
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}

export const addFavorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
export const removeFavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });

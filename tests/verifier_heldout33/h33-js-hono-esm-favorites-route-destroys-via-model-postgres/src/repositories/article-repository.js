import { Article, Favorite } from '../models/index.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug } });
export const countFavorites = (articleId) => Favorite.count({ where: { articleId } });
export const isFavorited = async (articleId, userId) => !!(await Favorite.findOne({ where: { articleId, userId } }));
export const addFavorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });

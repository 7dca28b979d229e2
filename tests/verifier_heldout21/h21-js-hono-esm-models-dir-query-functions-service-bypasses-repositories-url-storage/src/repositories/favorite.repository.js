import { Favorite } from '../models/index.js';
export const addFavorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
export const removeFavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });

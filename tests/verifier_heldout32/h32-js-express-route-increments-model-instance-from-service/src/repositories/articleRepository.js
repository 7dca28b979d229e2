import { Article, Favorite } from '../models/Article.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  addFavorite: (userId, articleId) => Favorite.findOrCreate({ where: { userId, articleId } }),
  removeFavorite: (userId, articleId) => Favorite.destroy({ where: { userId, articleId } }),
  isFavorited: async (userId, articleId) => (await Favorite.count({ where: { userId, articleId } })) > 0,
};

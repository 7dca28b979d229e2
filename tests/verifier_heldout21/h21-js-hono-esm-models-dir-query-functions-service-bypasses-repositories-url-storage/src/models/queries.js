import { Article, Favorite, User } from './index.js';

// Reusable lookups shared by several services.
export const favoritesCount = (articleId) => Favorite.count({ where: { articleId } });
export const isFavorited = async (articleId, userId) => (await Favorite.count({ where: { articleId, userId } })) > 0;
export const articleWithAuthor = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

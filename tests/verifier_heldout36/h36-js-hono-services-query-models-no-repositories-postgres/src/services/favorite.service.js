import { Article, Favorite } from '../models/index.js';
export async function favorite(slug, userId) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return null;
  await Favorite.findOrCreate({ where: { userId, articleId: article.id } });
  const favoritesCount = await Favorite.count({ where: { articleId: article.id } });
  return { ...article.toJSON(), favorited: true, favoritesCount };
}
export async function unfavorite(slug, userId) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return null;
  await Favorite.destroy({ where: { userId, articleId: article.id } });
  return { ...article.toJSON(), favorited: false, favoritesCount: await Favorite.count({ where: { articleId: article.id } }) };
}

import { Article, Favorite, User } from '../models/index.js';

const include = [{ model: User, as: 'author' }, { model: Favorite, as: 'favorites' }];

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  reload: (article) => article.reload({ include }),
  update: (article, fields) => article.update(fields),
  destroy: (article) => article.destroy(),
  addFavorite: (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } }),
  removeFavorite: (articleId, userId) => Favorite.destroy({ where: { articleId, userId } }),
};

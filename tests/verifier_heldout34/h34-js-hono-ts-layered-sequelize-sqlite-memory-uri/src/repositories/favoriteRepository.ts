import { Favorite } from '../models';

export const favoriteRepository = {
  add: (userId: number, articleId: number) => Favorite.findOrCreate({ where: { userId, articleId } }),
  remove: (userId: number, articleId: number) => Favorite.destroy({ where: { userId, articleId } }),
  countFor: (articleId: number) => Favorite.count({ where: { articleId } }),
};

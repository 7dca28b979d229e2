import { Article, Favorite, User } from '../models/index.js';

const withAuthor = { include: [{ model: User, as: 'author' }] };

export const articlesRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, ...withAuthor }),
  page: (limit, offset) => Article.findAndCountAll({ ...withAuthor, order: [['createdAt', 'DESC']], limit, offset }),
  create: (values) => Article.create(values),
  isFavorited: async (userId, articleId) => (await Favorite.count({ where: { userId, articleId } })) > 0,
  favorite: (userId, articleId) => Favorite.findOrCreate({ where: { userId, articleId } }),
  unfavorite: (userId, articleId) => Favorite.destroy({ where: { userId, articleId } }),
};

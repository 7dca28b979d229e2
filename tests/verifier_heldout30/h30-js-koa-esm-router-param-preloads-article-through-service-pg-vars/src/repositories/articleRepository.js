import { Article, Favorite, User } from '../models/index.js';

const include = [
  { model: User, as: 'author' },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
];

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  byId: (id) => Article.findByPk(id, { include }),
  page: (limit, offset) => Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset }),
  insert: (data) => Article.create(data),
  update: (id, changes) => Article.update(changes, { where: { id } }),
  remove: (id) => Article.destroy({ where: { id } }),
  addFavorite: (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } }),
  removeFavorite: (articleId, userId) => Favorite.destroy({ where: { articleId, userId } }),
};

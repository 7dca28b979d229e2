import { Article } from '../models/article.js';
import { User } from '../models/user.js';

const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  page: ({ limit, offset }) => Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset }),
  create: (data) => Article.create(data),
  remove: (article) => article.destroy(),
};

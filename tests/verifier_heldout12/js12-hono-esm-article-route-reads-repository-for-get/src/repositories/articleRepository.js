import { Article, User } from '../models/index.js';

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [author] }),
  list: ({ limit, offset }) =>
    Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset }),
  create: (data) => Article.create(data),
  update: (article, changes) => article.update(changes),
  remove: (article) => article.destroy(),
};

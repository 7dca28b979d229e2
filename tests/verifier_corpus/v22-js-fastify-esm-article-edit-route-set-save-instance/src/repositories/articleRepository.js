import { Article, User } from '../models/index.js';

const author = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [author] }),
  create: (fields) => Article.create(fields),
  update: (article, changes) => article.update(changes),
  remove: (slug) => Article.destroy({ where: { slug } }),
};

import { Op } from 'sequelize';
import { Article, Favorite, User } from '../models/index.js';

const withAuthor = [{ model: User, as: 'author' }, { model: Favorite }];

export function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withAuthor });
}

export function findPage({ tag, author, limit, offset }) {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  const include = [
    { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
    { model: Favorite },
  ];
  return Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

export function create(fields) {
  return Article.create(fields);
}

export async function update(article, fields) {
  return article.update(fields);
}

export function remove(article) {
  return article.destroy();
}

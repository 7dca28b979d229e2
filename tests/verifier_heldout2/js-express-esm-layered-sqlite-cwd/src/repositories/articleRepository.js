import { Article, User } from '../models/index.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
export const list = ({ limit = 20, offset = 0 }) =>
  Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']], include: [{ model: User, as: 'author' }] });

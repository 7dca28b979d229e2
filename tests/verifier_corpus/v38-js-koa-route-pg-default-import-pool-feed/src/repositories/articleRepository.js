import { Article, User } from '../models/index.js';

export const findBySlug = (slug) =>
  Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

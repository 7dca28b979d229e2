import { Article, Tag } from '../models/index.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
export const listRecent = (limit, offset) =>
  Article.findAndCountAll({ include: [{ model: Tag, as: 'tags' }], order: [['createdAt', 'DESC']], limit, offset, distinct: true });

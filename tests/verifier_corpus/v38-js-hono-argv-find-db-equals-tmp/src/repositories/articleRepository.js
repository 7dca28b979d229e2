import { Article } from '../models/article.js';

export const latest = (limit, offset) =>
  Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });

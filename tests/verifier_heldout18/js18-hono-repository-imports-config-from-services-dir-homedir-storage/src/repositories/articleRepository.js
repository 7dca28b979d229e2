import { Article, User, Tag } from '../models/index.js';
import { PAGE_SIZE, MAX_PAGE_SIZE } from '../services/config.js';

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
export const articleRepository = {
  page: (limit = PAGE_SIZE, offset = 0) =>
    Article.findAndCountAll({ include, limit: Math.min(limit, MAX_PAGE_SIZE), offset, distinct: true, order: [['createdAt', 'DESC']] }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
};

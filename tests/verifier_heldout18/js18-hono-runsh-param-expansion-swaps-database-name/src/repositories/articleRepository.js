import { Article, User, Tag } from '../models/index.js';
const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
export const articleRepository = {
  page: (limit, offset) => Article.findAndCountAll({ include, limit, offset, distinct: true, order: [['createdAt', 'DESC']] }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
};

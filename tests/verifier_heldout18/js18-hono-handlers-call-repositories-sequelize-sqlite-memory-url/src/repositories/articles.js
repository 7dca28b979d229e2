import { Article, User, Tag } from '../models/index.js';
const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
export const findBySlug = (slug) => Article.findOne({ where: { slug }, include });
export const list = (limit, offset) => Article.findAndCountAll({ include, limit, offset, distinct: true, order: [['createdAt', 'DESC']] });

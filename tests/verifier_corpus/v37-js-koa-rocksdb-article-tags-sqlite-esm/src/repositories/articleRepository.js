import { Article } from '../models/article.js';

export const create = (fields) => Article.create(fields);
export const findBySlug = (slug) => Article.findOne({ where: { slug } });

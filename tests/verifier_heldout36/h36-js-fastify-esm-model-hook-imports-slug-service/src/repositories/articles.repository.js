import { Article } from '../models/index.js';
export const create = (data) => Article.create(data);
export const bySlug = (slug) => Article.findOne({ where: { slug } });

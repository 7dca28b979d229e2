import { Article } from '../models/article.js';

export const findBySlug = (slug: string) => Article.findOne({ where: { slug } });

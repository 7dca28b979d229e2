import { Article } from '../models/index.js';

export const findArticleBySlug = (slug) => Article.findOne({ where: { slug } });

import { Article } from '../models/index.js';
export const articleRepository = { bySlug: (slug: string) => Article.findOne({ where: { slug } }) };

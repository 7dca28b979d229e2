import { Article } from '../models/index.js';
export const listArticles = (limit = 20, offset = 0) => Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
export const getArticle = (slug) => Article.findOne({ where: { slug } });

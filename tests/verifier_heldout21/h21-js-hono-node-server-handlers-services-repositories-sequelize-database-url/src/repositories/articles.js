import { Article, User } from '../models/index.js';
export const findArticleBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
export const deleteArticle = (article) => article.destroy();

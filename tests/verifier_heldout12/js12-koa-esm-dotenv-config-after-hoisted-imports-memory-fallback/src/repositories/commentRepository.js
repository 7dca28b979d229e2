import { Comment } from '../models/Comment.js';

export const findForArticle = (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] });
export const insert = (fields) => Comment.create(fields);
export const findById = (id) => Comment.findByPk(id);
export const remove = (comment) => comment.destroy();

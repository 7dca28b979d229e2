import { Comment } from '../models/comment.js';

export const forArticle = (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] });
export const add = (fields) => Comment.create(fields);

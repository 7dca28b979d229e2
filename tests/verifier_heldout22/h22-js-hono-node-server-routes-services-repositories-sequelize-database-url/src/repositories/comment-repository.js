import { Comment, User } from '../models/index.js';

export const listComments = (articleId) =>
  Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });

export const createComment = (data) => Comment.create(data);

export const deleteComment = (id, articleId) => Comment.destroy({ where: { id, articleId } });

import { Comment } from '../models/comment.js';

export const commentRepository = {
  forArticle: (articleId) => Comment.findAll({ where: { articleId }, order: [['id', 'ASC']] }),
  insert: (data) => Comment.create(data),
};

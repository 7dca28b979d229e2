import { Comment } from '../models/index.js';

export const commentRepository = {
  forArticle: (articleSlug) => Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] }),
  create: (fields) => Comment.create(fields),
  remove: (id, authorUsername) => Comment.destroy({ where: { id, authorUsername } }),
};

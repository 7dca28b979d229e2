import { Comment } from '../models/comment.js';
import { User } from '../models/user.js';

export const commentRepository = {
  forArticle: (articleSlug) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  create: async (data) => {
    const comment = await Comment.create(data);
    return Comment.findByPk(comment.id, { include: [{ model: User, as: 'author' }] });
  },
  remove: (id) => Comment.destroy({ where: { id } }),
  byId: (id) => Comment.findByPk(id),
};

import { Comment } from '../models/comment.js';
import { User } from '../models/user.js';

export const commentRepository = {
  forArticle: (articleSlug: string) =>
    Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }),
  byId: (id: number) => Comment.findByPk(id, { include: [{ model: User, as: 'author' }] }),
  insert: (data: { body: string; articleSlug: string; authorId: number }) => Comment.create(data),
  remove: (id: number) => Comment.destroy({ where: { id } }),
};

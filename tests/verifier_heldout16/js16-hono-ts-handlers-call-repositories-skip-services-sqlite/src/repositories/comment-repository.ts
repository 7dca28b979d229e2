import { Comment, User } from '../models';

export const commentRepository = {
  list: (articleId: number) =>
    Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  create: (articleId: number, authorId: number, body: string) => Comment.create({ articleId, authorId, body }),
};

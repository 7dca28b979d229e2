import { Comment, User } from '../models/index.js';

export const commentRepository = {
  listForArticle: (articleId: number) =>
    Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  async create(data: { body: string; articleId: number; authorId: number }) {
    const comment = await Comment.create(data);
    return Comment.findByPk(comment.id, { include: [{ model: User, as: 'author' }] });
  },
  findById: (id: number) => Comment.findByPk(id),
  remove: (comment: Comment) => comment.destroy(),
};

import { CommentModel, UserModel } from '../models/index.js';

export const commentRepository = {
  forArticle: (articleSlug: string) => CommentModel.findAll({ where: { articleSlug }, include: [{ model: UserModel, as: 'author' }], order: [['createdAt', 'DESC']] }),
  insert: (articleSlug: string, authorId: number, body: string) => CommentModel.create({ articleSlug, authorId, body }),
  remove: (id: number, authorId: number) => CommentModel.destroy({ where: { id, authorId } }),
};

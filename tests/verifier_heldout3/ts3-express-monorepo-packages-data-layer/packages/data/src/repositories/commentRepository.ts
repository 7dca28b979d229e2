import { Comment, User } from '../models/index.js';

export const commentRepository = {
  forArticle(articleSlug: string) {
    return Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
  },
  async add(articleSlug: string, authorId: number, body: string) {
    const comment = await Comment.create({ articleSlug, authorId, body });
    return comment.reload({ include: [{ model: User, as: 'author' }] });
  },
  findById(id: number) {
    return Comment.findByPk(id);
  },
  async remove(id: number) {
    await Comment.destroy({ where: { id } });
  },
};

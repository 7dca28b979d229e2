import { Comment } from '../models/comment.js';

export class CommentRepository {
  listForArticle(articleSlug: string) {
    return Comment.findAll({ where: { articleSlug }, order: [['createdAt', 'DESC']] });
  }

  findById(id: number) {
    return Comment.findByPk(id);
  }

  create(fields: { body: string; articleSlug: string; authorId: number; authorName: string }) {
    return Comment.create(fields);
  }

  async delete(id: number) {
    await Comment.destroy({ where: { id } });
  }
}

export const commentRepository = new CommentRepository();

import { Comment } from '../models/Comment';

export class CommentRepository {
  listForArticle(articleId: number) {
    return Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] });
  }

  add(articleId: number, authorId: number, body: string) {
    return Comment.create({ articleId, authorId, body });
  }

  byId(id: number) {
    return Comment.findByPk(id);
  }

  async remove(id: number) {
    await Comment.destroy({ where: { id } });
  }
}

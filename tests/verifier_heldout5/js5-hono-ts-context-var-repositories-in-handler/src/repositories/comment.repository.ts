import { Comment, User } from '../models/index.js';

export class CommentRepository {
  listForArticle(articleId: number) {
    return Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] });
  }
  add(articleId: number, authorId: number, body: string) {
    return Comment.create({ articleId, authorId, body });
  }
  remove(id: number) {
    return Comment.destroy({ where: { id } });
  }
}

import { Comment } from '../models/comment.model';
import { User } from '../models/user.model';

export class CommentRepository {
  forArticle(articleSlug: string) {
    return Comment.findAll({
      where: { articleSlug },
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'ASC']],
    });
  }

  async create(articleSlug: string, authorId: number, body: string) {
    const c = await Comment.create({ articleSlug, authorId, body });
    return Comment.findByPk(c.id, { include: [{ model: User, as: 'author' }] });
  }

  findById(id: number) {
    return Comment.findByPk(id);
  }

  async delete(comment: Comment) {
    await comment.destroy();
  }
}

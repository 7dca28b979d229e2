import { Service } from 'typedi';
import { Comment } from '../entities/Comment';
import { User } from '../entities/User';

@Service()
export class CommentRepository {
  forArticle(articleSlug: string) {
    return Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] });
  }

  add(articleSlug: string, authorId: number, body: string) {
    return Comment.create({ articleSlug, authorId, body });
  }

  findById(id: number) {
    return Comment.findByPk(id);
  }

  async remove(id: number) {
    await Comment.destroy({ where: { id } });
  }
}

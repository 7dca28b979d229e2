import { injectable } from 'tsyringe';
import { CommentModel, ICommentRepository } from '../models/comment';

@injectable()
export class SequelizeCommentRepository implements ICommentRepository {
  forArticle(slug: string) {
    return CommentModel.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] });
  }

  insert(slug: string, author: string, body: string) {
    return CommentModel.create({ articleSlug: slug, author, body });
  }

  remove(slug: string, id: number) {
    return CommentModel.destroy({ where: { articleSlug: slug, id } });
  }
}

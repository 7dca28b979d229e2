import { Article } from '../models/Article';
import { User } from '../models/User';

export class ArticleRepository {
  bySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  byAuthor(authorId: number, limit: number, offset: number) {
    return Article.findAndCountAll({ where: { authorId }, limit, offset, order: [['createdAt', 'DESC']] });
  }
}

import { Service } from 'typedi';
import { Article } from '../models/Article';
import { User } from '../models/User';

@Service()
export class ArticleRepository {
  list(limit: number, offset: number) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }
}

import { Article, User } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  }

  page(limit: number, offset: number) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }
}

import { Article, Favorite, User } from '../models';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({
      where: { slug },
      include: [{ model: User, as: 'author' }, { model: Favorite, as: 'favorites' }],
    });
  }

  list(limit: number, offset: number) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Favorite, as: 'favorites' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
  }

  create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return Article.create(data);
  }
}

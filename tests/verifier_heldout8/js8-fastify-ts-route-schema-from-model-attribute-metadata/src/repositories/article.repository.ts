import { Article } from '../models/article.model';
import { User } from '../models/user.model';

export class ArticleRepository {
  list(limit: number, offset: number) {
    return Article.findAndCountAll({ include: [{ model: User, as: 'author' }], limit, offset, order: [['createdAt', 'DESC']] });
  }

  bySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    const created = await Article.create(data);
    return (await this.bySlug(created.slug))!;
  }

  async update(article: Article, changes: Partial<Pick<Article, 'title' | 'description' | 'body' | 'slug'>>) {
    await article.update(changes);
    return (await this.bySlug(article.slug))!;
  }
}

import { Article } from '../models/article.model';
import { User } from '../models/user.model';

export class ArticleRepository {
  async findBySlug(slug: string): Promise<Article | null> {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  async findPage(limit: number, offset: number) {
    return Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
  }

  async create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return Article.create(data);
  }

  async update(article: Article, patch: Partial<Pick<Article, 'title' | 'description' | 'body' | 'slug'>>) {
    return article.update(patch);
  }

  async delete(article: Article) {
    await article.destroy();
  }
}

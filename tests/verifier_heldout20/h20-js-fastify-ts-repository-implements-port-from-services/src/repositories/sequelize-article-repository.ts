import { ArticleModel, Article } from '../models';
import { ArticleRepositoryPort } from '../services/ports';

export class SequelizeArticleRepository implements ArticleRepositoryPort {
  async findBySlug(slug: string): Promise<Article | null> {
    const row = await ArticleModel.findOne({ where: { slug } });
    return row ? row.get({ plain: true }) : null;
  }

  async save(article: Article): Promise<Article> {
    const row = await ArticleModel.create(article);
    return row.get({ plain: true });
  }

  async deleteBySlug(slug: string): Promise<void> {
    await ArticleModel.destroy({ where: { slug } });
  }
}

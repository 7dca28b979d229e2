import type { Article, ArticleDraft } from '../../domain/entities/article.js';
import { ArticleRow, TagRow } from '../orm/sequelize.js';

const toEntity = (row: ArticleRow): Article => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  tagList: (row.tags ?? []).map((t) => t.name).sort(),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export class ArticleRepository {
  async findBySlug(slug: string): Promise<Article | null> {
    const row = await ArticleRow.findOne({ where: { slug }, include: [{ model: TagRow, as: 'tags' }] });
    return row ? toEntity(row) : null;
  }

  async insert(slug: string, draft: ArticleDraft): Promise<Article> {
    const row = await ArticleRow.create({ slug, title: draft.title, description: draft.description, body: draft.body });
    const tags = await Promise.all((draft.tagList ?? []).map(async (name) => (await TagRow.findOrCreate({ where: { name } }))[0]));
    await (row as ArticleRow & { setTags(t: TagRow[]): Promise<void> }).setTags(tags);
    return (await this.findBySlug(slug)) as Article;
  }

  async slugExists(slug: string): Promise<boolean> {
    return (await ArticleRow.count({ where: { slug } })) > 0;
  }
}

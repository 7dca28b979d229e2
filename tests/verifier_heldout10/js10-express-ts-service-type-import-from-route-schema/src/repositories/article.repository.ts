import { ArticleModel, Article } from '../models/article.model';

function toEntity(row: ArticleModel): Article {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: JSON.parse(row.tagList),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const articleRepository = {
  async findBySlug(slug: string): Promise<Article | null> {
    const row = await ArticleModel.findOne({ where: { slug } });
    return row ? toEntity(row) : null;
  },
  async insert(data: Omit<Article, 'createdAt' | 'updatedAt'> & { authorId: number }): Promise<Article> {
    const row = await ArticleModel.create({ ...data, tagList: JSON.stringify(data.tagList) });
    return toEntity(row);
  },
  async updateBySlug(slug: string, changes: Partial<Pick<Article, 'title' | 'description' | 'body'>>) {
    await ArticleModel.update(changes, { where: { slug } });
    return this.findBySlug(slug);
  },
};

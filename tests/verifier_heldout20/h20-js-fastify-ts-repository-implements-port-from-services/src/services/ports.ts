import { Article } from '../models';

// port owned by the application layer; adapters in repositories/ implement it
export interface ArticleRepositoryPort {
  findBySlug(slug: string): Promise<Article | null>;
  save(article: Article): Promise<Article>;
  deleteBySlug(slug: string): Promise<void>;
}

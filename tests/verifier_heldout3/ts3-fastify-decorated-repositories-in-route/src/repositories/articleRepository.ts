import type { Sql } from 'postgres';
import type { ArticleRow } from '../models/types.js';

export class ArticleRepository {
  constructor(private readonly sql: Sql) {}

  async bySlug(slug: string): Promise<ArticleRow | undefined> {
    const [row] = await this.sql<ArticleRow[]>`SELECT * FROM articles WHERE slug = ${slug}`;
    return row;
  }

  async insert(a: Pick<ArticleRow, 'slug' | 'title' | 'description' | 'body' | 'author_id'>): Promise<ArticleRow> {
    const [row] = await this.sql<ArticleRow[]>`INSERT INTO articles ${this.sql(a)} RETURNING *`;
    return row;
  }
}

import type { Sql } from 'postgres';
import type { CommentRow } from '../models/types.js';

export class CommentRepository {
  constructor(private readonly sql: Sql) {}

  forArticle(articleId: number): Promise<CommentRow[]> {
    return this.sql<CommentRow[]>`SELECT * FROM comments WHERE article_id = ${articleId} ORDER BY created_at DESC`;
  }

  async insert(articleId: number, authorId: number, body: string): Promise<CommentRow> {
    const [row] = await this.sql<CommentRow[]>`
      INSERT INTO comments (article_id, author_id, body) VALUES (${articleId}, ${authorId}, ${body}) RETURNING *`;
    return row;
  }

  async deleteOwned(id: number, authorId: number): Promise<boolean> {
    const rows = await this.sql`DELETE FROM comments WHERE id = ${id} AND author_id = ${authorId} RETURNING id`;
    return rows.length > 0;
  }
}

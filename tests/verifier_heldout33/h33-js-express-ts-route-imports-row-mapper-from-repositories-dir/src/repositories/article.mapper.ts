import type { ArticleRow } from '../models/article';

// Shapes a stored row for the API (camelCase keys, ISO dates).
export function toArticleJson(row: ArticleRow) {
  return {
    slug: row.slug, title: row.title, description: row.description, body: row.body,
    createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(),
  };
}

import format from 'pg-format';
import { QueryTypes } from 'sequelize';
import { ArticleTag, sequelize } from './db.js';

// One round-trip for all tags instead of N findOrCreate calls.
export async function attachTags(articleId: number, names: string[]): Promise<void> {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length === 0) return;
  await sequelize.query(format('INSERT INTO tags (name) VALUES %L ON CONFLICT (name) DO NOTHING', unique.map((n) => [n])));
  const rows = await sequelize.query<{ id: number; name: string }>(format('SELECT id, name FROM tags WHERE name IN (%L)', unique), {
    type: QueryTypes.SELECT,
  });
  await ArticleTag.bulkCreate(rows.map((r) => ({ articleId, tagId: r.id })), { ignoreDuplicates: true });
}

import { QueryTypes } from 'sequelize';
import { sequelize } from '../db.js';

// Only tags that are attached to at least one article are listed.
export async function listUsedTagNames() {
  const rows = await sequelize.query(
    'SELECT DISTINCT t."name" FROM "Tags" t JOIN "ArticleTags" at ON at."TagId" = t."id" ORDER BY t."name"',
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
}

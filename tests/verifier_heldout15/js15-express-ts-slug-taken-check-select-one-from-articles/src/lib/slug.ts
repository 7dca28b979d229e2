import { QueryTypes } from 'sequelize';
import { sequelize } from './db.js';

function base(title: string): string {
  return title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

async function taken(slug: string): Promise<boolean> {
  const rows = await sequelize.query('SELECT 1 FROM "Articles" WHERE slug = :slug LIMIT 1', {
    replacements: { slug },
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

export async function uniqueSlug(title: string): Promise<string> {
  const root = base(title);
  let candidate = root;
  for (let n = 2; await taken(candidate); n++) candidate = `${root}-${n}`;
  return candidate;
}

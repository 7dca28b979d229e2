// Experimental hand-tuned variant, kept for benchmarking against the ORM version
// (npm run bench:sql-tags). Not used unless TAG_REPOSITORY=sql.
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.js';
import * as orm from './tags.orm.js';

export async function listTagNames() {
  const rows = await sequelize.query(
    'SELECT DISTINCT t.name AS name FROM tags t JOIN article_tags at ON at.tagId = t.id ORDER BY t.name',
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
}

export const ensureTags = orm.ensureTags;

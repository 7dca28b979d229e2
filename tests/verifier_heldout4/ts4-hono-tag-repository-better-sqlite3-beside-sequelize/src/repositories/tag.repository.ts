import Database from 'better-sqlite3';
import { DB_PATH } from '../db/connection.js';

// Sequelize cannot express json_each() over the JSON tagList column, so the tag
// queries use a read-only better-sqlite3 handle on the same database file.
const db = new Database(DB_PATH, { readonly: true, fileMustExist: false });

export class TagRepository {
  all(): string[] {
    const rows = db
      .prepare("SELECT DISTINCT j.value AS tag FROM articles a, json_each(a.tagList) j ORDER BY j.value")
      .all() as { tag: string }[];
    return rows.map((r) => r.tag);
  }

  articleIdsWithTag(tag: string): number[] {
    const rows = db
      .prepare('SELECT a.id FROM articles a, json_each(a.tagList) j WHERE j.value = ?')
      .all(tag) as { id: number }[];
    return rows.map((r) => r.id);
  }
}

import { DatabaseSync } from 'node:sqlite';
import { DB_FILE } from '../config/paths';

// Sequelize's async round-trips were the bottleneck of the list endpoints; the
// built-in synchronous driver reads the very same file.
export const db = new DatabaseSync(DB_FILE);
db.exec('PRAGMA foreign_keys = ON');

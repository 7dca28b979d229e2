import { sequelize } from './sequelize';
import { Tag } from '../models/tag';

const DEFAULT_TAGS = ['welcome', 'introduction', 'realworld'];

export async function seed(): Promise<void> {
  await Tag.bulkCreate(DEFAULT_TAGS.map((name, i) => ({ id: i + 1, name })), { ignoreDuplicates: true });
  // explicit ids were inserted: move the serial sequence past them
  await sequelize.query(`SELECT setval(pg_get_serial_sequence('tags', 'id'), (SELECT MAX(id) FROM tags))`);
}

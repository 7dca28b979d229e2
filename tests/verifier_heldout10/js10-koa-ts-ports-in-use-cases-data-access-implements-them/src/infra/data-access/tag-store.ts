import { UniqueConstraintError } from 'sequelize';
import type { TagStore } from '../../app/use-cases/ports';
import { ConflictError } from '../../app/use-cases/errors';
import type { Tag } from '../../domain/entities/tag';
import { TagRow } from './sequelize';

export class SequelizeTagStore implements TagStore {
  async all(): Promise<Tag[]> {
    const rows = await TagRow.findAll();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  async add(name: string): Promise<Tag> {
    try {
      const row = await TagRow.create({ name });
      return { id: row.id, name: row.name };
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new ConflictError('name', 'tag already exists');
      throw err;
    }
  }
}

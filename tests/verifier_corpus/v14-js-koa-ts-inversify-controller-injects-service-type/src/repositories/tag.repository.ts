import { injectable } from 'inversify';
import { ITagRepository, Tag } from '../models/tag';

@injectable()
export class SequelizeTagRepository implements ITagRepository {
  async names(): Promise<string[]> {
    const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return rows.map((row) => row.name);
  }
}

import { TagModel } from '../models';

export class TagRepository {
  async names(): Promise<string[]> {
    return (await TagModel.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
  }
}

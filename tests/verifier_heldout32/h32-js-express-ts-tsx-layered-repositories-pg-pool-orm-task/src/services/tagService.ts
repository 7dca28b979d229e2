import { TagRepository } from '../repositories/tagRepository';

export class TagService {
  constructor(private readonly tags: TagRepository) {}

  async listNames(): Promise<string[]> {
    return (await this.tags.all()).map((t) => t.name);
  }
}

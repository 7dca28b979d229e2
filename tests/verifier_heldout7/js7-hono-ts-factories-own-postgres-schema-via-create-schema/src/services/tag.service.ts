import type { TagRepository } from '../repositories/tag.repository.js';

export class TagService {
  constructor(private readonly repository: TagRepository) {}

  async list(): Promise<{ tags: string[] }> {
    return { tags: await this.repository.names() };
  }
}

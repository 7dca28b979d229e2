import { TagRepository } from '../repositories/tagRepository';

export class TagService {
  constructor(private readonly tags: TagRepository) {}

  popular(): string[] {
    return this.tags.listNames();
  }
}

import { TagRepository } from '../repositories/TagRepository';

export class TagService {
  constructor(private readonly tags = new TagRepository()) {}

  all(): Promise<string[]> {
    return this.tags.names();
  }
}

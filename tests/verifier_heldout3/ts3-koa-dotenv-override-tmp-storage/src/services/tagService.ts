import { TagRepository } from '../repositories/tagRepository';

export class TagService {
  constructor(private readonly tags = new TagRepository()) {}

  list() {
    return this.tags.names();
  }
}

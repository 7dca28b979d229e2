import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import type { ITagRepository } from '../models/tag';

@injectable()
export class TagService {
  constructor(@inject(TYPES.TagRepository) private readonly tags: ITagRepository) {}

  async all(): Promise<string[]> {
    // the API lists each tag once, whatever its case
    return [...new Set((await this.tags.names()).map((n) => n.toLowerCase()))];
  }
}

import { tagRepository } from '../repositories/tag.repository';

export const tagService = {
  list(): Promise<string[]> {
    return tagRepository.names();
  },
};

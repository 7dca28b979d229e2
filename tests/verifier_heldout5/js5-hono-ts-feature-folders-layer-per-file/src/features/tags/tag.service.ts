import { tagRepository } from './tag.repository.js';

export const tagService = {
  list: () => tagRepository.allNames(),
};

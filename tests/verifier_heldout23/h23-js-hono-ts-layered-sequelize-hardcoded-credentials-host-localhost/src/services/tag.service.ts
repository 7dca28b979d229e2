import { tagRepository } from '../repositories/tag.repository.js';

export const tagService = {
  list: () => tagRepository.allNames(),
};

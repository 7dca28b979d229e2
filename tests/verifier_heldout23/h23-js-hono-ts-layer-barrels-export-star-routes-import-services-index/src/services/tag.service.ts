import { tagRepository } from '../repositories/index.js';

export const tagService = {
  list: () => tagRepository.allNames(),
};

import { tagRepository } from '../repositories/tag.repository.js';

export const tagService = {
  popular: () => tagRepository.listUsed(),
};

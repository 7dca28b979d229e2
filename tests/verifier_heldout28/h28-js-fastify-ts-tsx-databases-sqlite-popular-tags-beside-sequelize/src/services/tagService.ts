import { tagRepository } from '../repositories/tagRepository';

export const tagService = {
  list: () => tagRepository.popularNames(),
};

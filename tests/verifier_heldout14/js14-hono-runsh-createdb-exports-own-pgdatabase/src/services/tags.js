import { tagsRepository } from '../repositories/tags.js';

export const tagsService = {
  list: () => tagsRepository.names(),
};

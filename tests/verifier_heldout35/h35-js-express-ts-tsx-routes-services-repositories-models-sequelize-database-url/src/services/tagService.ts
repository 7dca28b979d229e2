import { tagRepository } from '../repositories/tagRepository.js';

export const tagService = { list: () => tagRepository.listNames() };

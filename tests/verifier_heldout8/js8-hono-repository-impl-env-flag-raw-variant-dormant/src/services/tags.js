import { tagRepository } from '../repositories/index.js';

export const getTags = () => tagRepository.listTagNames();

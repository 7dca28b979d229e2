import { tagRepository } from '../repositories/tag.repository.js';
export const listTags = () => tagRepository.names();

import { tagRepository } from '../repositories/tag.repository';
export const tagService = { list: () => tagRepository.names() };

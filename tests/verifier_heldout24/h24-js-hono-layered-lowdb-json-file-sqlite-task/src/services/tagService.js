import { tagRepository } from '../repositories/tagRepository.js';

export const tagService = {
  list: () => tagRepository.all().map((t) => t.name).sort(),
  register: (names = []) => tagRepository.addMany(names.filter((n) => typeof n === 'string' && n.trim())),
};

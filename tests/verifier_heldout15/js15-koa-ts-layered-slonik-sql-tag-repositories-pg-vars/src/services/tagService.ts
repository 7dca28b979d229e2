import { tagRepository } from '../repositories/tagRepository.js';

export const tagService = {
  async list(): Promise<string[]> {
    return (await tagRepository.all()).map((t) => t.name);
  },
  async register(tagList: unknown): Promise<void> {
    const names = Array.isArray(tagList) ? tagList.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
    await tagRepository.ensure([...new Set(names)]);
  },
};

import { tagRepository } from '../data/tag-repository.mjs';
export const listTags = () => tagRepository.all().map((t) => t.name);

import { tagRepository } from '../repositories/tag-repository.js';

export async function listTags() {
  return { tags: await tagRepository.allNames() };
}

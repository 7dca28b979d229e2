import { allTagNames } from '../repositories/tagRepository.js';

export async function listTags(): Promise<string[]> {
  return allTagNames();
}

import { allNames } from '../repositories/tagRepository.js';

export async function listTags() {
  return allNames();
}

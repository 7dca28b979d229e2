import { popularTagNames } from '../repositories/tagRepository.js';

export async function listTags() {
  return popularTagNames();
}

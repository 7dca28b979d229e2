import { tagRepository } from '../repositories/tag.repository.js';

export async function listTags(): Promise<string[]> {
  return tagRepository.names();
}

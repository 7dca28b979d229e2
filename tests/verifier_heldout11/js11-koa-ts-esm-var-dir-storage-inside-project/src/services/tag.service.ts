import { tagRepository } from '../repositories/tag.repository.js';
export async function listTags(): Promise<string[]> {
  return (await tagRepository.all()).map((t) => t.name);
}

import { tagRepository } from '../repositories/tag-repository.js';

export async function popularTags() {
  const rows = await tagRepository.popular(20);
  return rows.map((r) => r.name);
}

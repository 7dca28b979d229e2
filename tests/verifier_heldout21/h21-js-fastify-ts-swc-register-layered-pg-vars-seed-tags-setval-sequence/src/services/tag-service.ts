import { tagRepository } from '../repositories/tag-repository';

export async function popularTags(): Promise<string[]> {
  return tagRepository.names();
}

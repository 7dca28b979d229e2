import * as tags from '../repositories/tag.repository.js';

export async function listTags(): Promise<{ tags: string[] }> {
  return { tags: await tags.findAllNames() };
}

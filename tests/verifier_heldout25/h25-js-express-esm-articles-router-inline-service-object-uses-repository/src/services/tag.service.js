import * as tags from '../repositories/tag.repository.js';

export async function listTags() {
  return (await tags.distinctTags()).sort();
}

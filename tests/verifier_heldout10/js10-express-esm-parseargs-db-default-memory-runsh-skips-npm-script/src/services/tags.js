import { allTagNames } from '../data/tags.js';

export async function listTags() {
  return { tags: await allTagNames() };
}

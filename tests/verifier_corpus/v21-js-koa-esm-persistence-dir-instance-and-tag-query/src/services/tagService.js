import { tagNames } from '../persistence/db.js';

export async function listTags() {
  return tagNames();
}

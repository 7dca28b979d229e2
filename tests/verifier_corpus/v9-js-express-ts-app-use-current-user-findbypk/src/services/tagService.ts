import { allTagNames } from '../repositories/tagRepository';

export async function listTags(): Promise<string[]> {
  return allTagNames();
}

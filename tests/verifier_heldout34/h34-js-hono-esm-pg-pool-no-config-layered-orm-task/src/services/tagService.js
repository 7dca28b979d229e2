import { findPopular } from '../repositories/tagRepository.js';

export async function popularTagNames() {
  const tags = await findPopular();
  return tags.map((t) => t.name);
}

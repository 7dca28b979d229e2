import { findByUsername } from '../repositories/userRepository.js';
import { toProfile } from '../models/user.js';
export async function getProfile(username) {
  const row = await findByUsername(username);
  return row ? toProfile(row) : null;
}

import * as users from '../repositories/userRepository.js';

export async function profileOf(username: string) {
  const user = await users.findByUsername(username);
  return user ? { username: user.username, bio: user.bio, following: false } : null;
}

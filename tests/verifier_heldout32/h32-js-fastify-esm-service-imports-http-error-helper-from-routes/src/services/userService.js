import * as users from '../repositories/userRepository.js';
import { httpError } from '../routes/http-errors.js';

export async function getProfile(username) {
  const user = await users.findByUsername(username);
  if (!user) throw httpError(404, 'profile', 'not found');
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}

export async function updateUser(id, changes) {
  const user = await users.findById(id);
  if (!user) throw httpError(401, 'user', 'unauthorized');
  const updated = await users.update(user, changes);
  return { username: updated.username, email: updated.email, bio: updated.bio, image: updated.image };
}

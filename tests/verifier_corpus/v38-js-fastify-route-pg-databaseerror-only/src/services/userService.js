import * as users from '../repositories/userRepository.js';

export async function updateCurrentUser(userId, changes) {
  const user = await users.updateUser(userId, changes);
  if (!user) throw new Error('user vanished');
  return { username: user.username, email: user.email, bio: user.bio, image: user.image };
}

import { userRepository } from '../repositories/users.js';

export async function signUp({ username, email }) {
  if (await userRepository.byEmail(email)) return { error: 'email has already been taken' };
  const user = await userRepository.insert({ username, email });
  return { user: { username: user.username, email: user.email, bio: null, image: null } };
}

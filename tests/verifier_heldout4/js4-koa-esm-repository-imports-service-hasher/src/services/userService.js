import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';
import { verifyPassword } from './passwordService.js';

const SECRET = process.env.JWT_SECRET || 'conduit';

const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register(input) {
  if (await userRepository.findByEmail(input.email)) {
    const err = new Error('email already taken'); err.status = 422; throw err;
  }
  return toUser(await userRepository.create(input));
}

export async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await verifyPassword(password, user.password))) {
    const err = new Error('invalid credentials'); err.status = 401; throw err;
  }
  return toUser(user);
}

export async function getProfile(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export function userIdFromToken(token) {
  try { return jwt.verify(token, SECRET).id; } catch { return null; }
}

import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { userRepository } from '../repositories/user-repository.js';

const hash = (password, salt = randomBytes(16).toString('hex')) => `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
const matches = (password, stored) => {
  const [salt, digest] = stored.split(':');
  return timingSafeEqual(Buffer.from(digest, 'hex'), scryptSync(password, salt, 32));
};

const httpError = (statusCode, message) => Object.assign(new Error(message), { statusCode });

export function userView(user, token) {
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

export async function register({ username, email, password }) {
  if (!username || !email || !password) throw httpError(422, 'username, email and password are required');
  if (await userRepository.byEmail(email)) throw httpError(422, 'email has already been taken');
  return userRepository.create({ username, email, passwordHash: hash(password) });
}

export async function login({ email, password }) {
  const user = await userRepository.byEmail(email ?? '');
  if (!user || !matches(password ?? '', user.passwordHash)) throw httpError(401, 'email or password is invalid');
  return user;
}

export async function update(user, changes) {
  const allowed = {};
  for (const key of ['username', 'email', 'bio', 'image']) if (key in changes) allowed[key] = changes[key];
  if (changes.password) allowed.passwordHash = hash(changes.password);
  return userRepository.save(user, allowed);
}

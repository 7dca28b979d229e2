import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/userRepository.js';
import { profileOf } from '../models/user.js';
import { DomainError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-koa-secret';
const view = (u) => ({ email: u.email, token: jwt.sign({ uid: u.id }, SECRET, { expiresIn: '7d' }), username: u.username, bio: u.bio, image: u.image });

export const verifyToken = (token) => jwt.verify(token, SECRET).uid;

export async function register({ username, email, password } = {}) {
  if (!username || !email || !password) throw new DomainError(422, { body: ['username, email and password are required'] });
  if (await users.findByEmail(email)) throw new DomainError(422, { email: ['has already been taken'] });
  if (await users.findByUsername(username)) throw new DomainError(422, { username: ['has already been taken'] });
  return view(await users.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password } = {}) {
  const user = email ? await users.findByEmail(email) : null;
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) throw new DomainError(401, { credentials: ['invalid'] });
  return view(user);
}

export async function current(id) {
  return view(await users.findById(id));
}

export async function update(id, { password, ...rest } = {}) {
  const passwordHash = password ? await bcrypt.hash(password, 10) : undefined;
  return view(await users.update(id, { ...rest, passwordHash }));
}

export async function profile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new DomainError(404, { profile: ['not found'] });
  return profileOf(user, await users.isFollowing(viewerId, user.id));
}

export async function setFollow(username, viewerId, on) {
  const user = await users.findByUsername(username);
  if (!user) throw new DomainError(404, { profile: ['not found'] });
  await (on ? users.follow(viewerId, user.id) : users.unfollow(viewerId, user.id));
  return profileOf(user, on);
}

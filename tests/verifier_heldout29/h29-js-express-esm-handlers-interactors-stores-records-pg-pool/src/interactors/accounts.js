import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { findUserByEmail, findUserById, insertUser } from '../stores/user-store.js';
import { DomainError } from '../records/errors.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-secret';

const session = (user) => ({
  email: user.email, username: user.username, bio: user.bio, image: user.image,
  token: jwt.sign({ sub: user.id }, SECRET, { expiresIn: '1d' }),
});

export async function signUp({ username, email, password }) {
  if (!username || !email || !password) throw new DomainError('invalid', 'username, email and password are required');
  if (await findUserByEmail(email)) throw new DomainError('invalid', 'email has already been taken');
  return session(await insertUser({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function signIn({ email, password }) {
  const user = await findUserByEmail(email ?? '');
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
    throw new DomainError('unauthorized', 'email or password is invalid');
  }
  return session(user);
}

export function identify(token) {
  try {
    return jwt.verify(token, SECRET).sub;
  } catch {
    return null;
  }
}

export async function whoAmI(userId) {
  const user = await findUserById(userId);
  if (!user) throw new DomainError('unauthorized', 'unknown user');
  return session(user);
}

import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export function verify(token) {
  return jwt.verify(token, SECRET).id;
}

export async function register({ username, email, password }) {
  return view(await users.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    const err = new Error('email or password is invalid');
    err.status = 401;
    throw err;
  }
  return view(user);
}

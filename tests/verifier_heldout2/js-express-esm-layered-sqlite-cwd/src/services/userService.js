import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET || 'conduit';

export async function register({ username, email, password }) {
  if (await users.findByEmail(email)) {
    const err = new Error('email has already been taken');
    err.status = 422;
    throw err;
  }
  const user = await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return { username, email, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, SECRET) };
}

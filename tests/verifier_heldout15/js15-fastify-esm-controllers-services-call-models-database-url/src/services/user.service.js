import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { User } from '../models/user.model.js';

const secret = process.env.JWT_SECRET ?? 'secret';

export const toUserResponse = (user) => ({
  email: user.email, username: user.username, bio: user.bio ?? null, image: user.image ?? null,
  token: jwt.sign({ id: user.id, username: user.username }, secret, { expiresIn: '1d' }),
});

export async function register({ username, email, password }) {
  if (await User.findOne({ where: { email } })) {
    const err = new Error('email has already been taken');
    err.statusCode = 422;
    throw err;
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return toUserResponse(user);
}

export async function updateUser(id, changes) {
  const user = await User.findByPk(id);
  if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
  await user.update(changes);
  return toUserResponse(user);
}

import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';
const view = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const userService = {
  async register({ username, email, password }) {
    return view(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async update(id, changes) {
    const user = await userRepository.findById(id);
    if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
    return view(await userRepository.update(user, changes));
  },
  verify: (token) => jwt.verify(token, SECRET),
};

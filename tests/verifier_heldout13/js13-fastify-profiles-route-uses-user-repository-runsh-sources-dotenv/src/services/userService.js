import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';

const secret = () => process.env.JWT_SECRET ?? 'secret';

const toAuthUser = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ id: u.id }, secret()),
});

export const userService = {
  async register({ username, email, password }) {
    const user = await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
    return toAuthUser(user);
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) return null;
    return toAuthUser(user);
  },
  verify(token) {
    try {
      return jwt.verify(token, secret()).id;
    } catch {
      return null;
    }
  },
};

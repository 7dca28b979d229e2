import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/index.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const usersService = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ email, username, password }) {
    return toUser(await User.create({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      const err = new Error('invalid credentials');
      err.statusCode = 401;
      throw err;
    }
    return toUser(user);
  },
};

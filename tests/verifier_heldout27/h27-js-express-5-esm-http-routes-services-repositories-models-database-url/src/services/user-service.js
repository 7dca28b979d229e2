import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { config } from '../config.js';
import { invalid, notFound } from './errors.js';

export class UserService {
  constructor(users) {
    this.users = users;
  }

  token(user) {
    return jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: config.jwtTtl });
  }

  verify(token) {
    return jwt.verify(token, config.jwtSecret);
  }

  present(user) {
    return { email: user.email, token: this.token(user), username: user.username, bio: user.bio, image: user.image };
  }

  async register({ username, email, password }) {
    if (!username) throw invalid('username', "can't be blank");
    if (!email) throw invalid('email', "can't be blank");
    if (!password) throw invalid('password', "can't be blank");
    if (await this.users.findByEmail(email)) throw invalid('email', 'has already been taken');
    if (await this.users.findByUsername(username)) throw invalid('username', 'has already been taken');
    const user = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return this.present(user);
  }

  async login({ email, password }) {
    const user = email ? await this.users.findByEmail(email) : null;
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
      throw invalid('credentials', 'invalid');
    }
    return this.present(user);
  }

  async current(userId) {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('user');
    return this.present(user);
  }

  async update(userId, changes) {
    const user = await this.users.findById(userId);
    const next = { ...changes };
    if (next.password) next.passwordHash = await bcrypt.hash(next.password, 10);
    delete next.password;
    return this.present(await this.users.update(user, next));
  }
}

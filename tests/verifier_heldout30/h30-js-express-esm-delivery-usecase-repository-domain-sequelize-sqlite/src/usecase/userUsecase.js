import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';

export class UserUsecase {
  constructor(users, secret) {
    this.users = users;
    this.secret = secret;
  }

  token(user) {
    return jwt.sign({ id: user.id }, this.secret, { expiresIn: '7d' });
  }

  present(user) {
    return { email: user.email, token: this.token(user), username: user.username, bio: user.bio, image: user.image };
  }

  async register({ username, email, password }) {
    if (await this.users.findByEmail(email)) throw Object.assign(new Error('email has already been taken'), { status: 422 });
    const user = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return this.present(user);
  }

  async login({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw Object.assign(new Error('email or password is invalid'), { status: 401 });
    }
    return this.present(user);
  }

  async current(id) {
    const user = await this.users.findById(id);
    if (!user) throw Object.assign(new Error('user not found'), { status: 404 });
    return this.present(user);
  }
}

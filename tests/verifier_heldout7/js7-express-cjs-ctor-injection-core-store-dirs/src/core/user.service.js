const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class UserService {
  constructor(userStore) {
    this.users = userStore;
  }

  async register({ username, email, password }) {
    if (await this.users.findByEmail(email)) {
      throw Object.assign(new Error('email has already been taken'), { status: 422 });
    }
    const passwordHash = await bcrypt.hash(password, 10);
    const user = await this.users.create({ username, email, passwordHash });
    return this.toAuth(user);
  }

  async login({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw Object.assign(new Error('email or password is invalid'), { status: 401 });
    }
    return this.toAuth(user);
  }

  async current(id) {
    return this.toAuth(await this.users.findById(id));
  }

  verify(token) {
    return jwt.verify(token, SECRET);
  }

  toAuth(user) {
    const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
  }
}

module.exports = { UserService };

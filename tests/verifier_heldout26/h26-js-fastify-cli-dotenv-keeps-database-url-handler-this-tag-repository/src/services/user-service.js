'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

class UserService {
  constructor(users, secret) { this.users = users; this.secret = secret; }

  present(user) {
    return { email: user.email, token: jwt.sign({ id: user.id }, this.secret), username: user.username, bio: user.bio, image: user.image };
  }

  verify(token) {
    return jwt.verify(token, this.secret).id;
  }

  async register({ email, username, password } = {}) {
    if (!email || !username || !password) throw Object.assign(new Error('missing fields'), { statusCode: 422 });
    if (await this.users.exists(email, username)) throw Object.assign(new Error('already taken'), { statusCode: 422 });
    return this.present(await this.users.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
  }

  async login({ email, password } = {}) {
    const user = email ? await this.users.byEmail(email) : null;
    if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
      throw Object.assign(new Error('invalid credentials'), { statusCode: 401 });
    }
    return this.present(user);
  }

  async current(id) {
    return this.present(await this.users.byId(id));
  }
}

module.exports = { UserService };

'use strict';

const bcrypt = require('bcryptjs');

class UserService {
  constructor(users, sign) { this.users = users; this.sign = sign; }

  view(user) {
    return { email: user.email, token: this.sign({ id: user.id }), username: user.username, bio: user.bio, image: user.image };
  }

  async register({ username, email, password } = {}) {
    if (!username || !email || !password) return { error: 422 };
    if (await this.users.findByEmail(email)) return { error: 409 };
    const user = await this.users.create({ username, email, password: await bcrypt.hash(password, 10) });
    return { user: this.view(user) };
  }

  async login({ email, password } = {}) {
    const user = email ? await this.users.findByEmail(email) : null;
    if (!user || !(await bcrypt.compare(password || '', user.password))) return { error: 401 };
    return { user: this.view(user) };
  }
}

module.exports = UserService;

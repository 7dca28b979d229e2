const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

class UserService {
  constructor(users, secret) {
    this.users = users;
    this.secret = secret;
  }

  async register({ username, email, password }) {
    if (await this.users.byEmail(email)) throw Object.assign(new Error('email taken'), { code: 'TAKEN' });
    const user = await this.users.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { ...user.profile(), email: user.email, token: jwt.sign({ id: user.id }, this.secret) };
  }

  async profile(username) {
    const user = await this.users.byUsername(username);
    return user ? user.profile(false) : null;
  }
}

module.exports = { UserService };

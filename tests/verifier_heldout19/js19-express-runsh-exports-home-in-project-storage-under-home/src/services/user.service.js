const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const User = require('../models/user');

class UserService {
  constructor(users, secret) { this.users = users; this.secret = secret; }

  async register({ username, email, password }) {
    if (this.users.byEmail(email)) return { error: { email: ['has already been taken'] } };
    const row = this.users.insert({ username, email, password: await bcrypt.hash(password, 10) });
    return { user: User.fromRow(row).withToken(jwt.sign({ id: row.id }, this.secret)) };
  }

  async login({ email, password }) {
    const row = this.users.byEmail(email);
    if (!row || !(await bcrypt.compare(password, row.password))) return null;
    return User.fromRow(row).withToken(jwt.sign({ id: row.id }, this.secret));
  }
}

module.exports = UserService;

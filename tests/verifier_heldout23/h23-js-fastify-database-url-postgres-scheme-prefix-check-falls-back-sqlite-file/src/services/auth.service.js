const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { invalid, unauthorized, notFound } = require('../errors/http-error');

class AuthService {
  constructor(users, secret) {
    this.users = users;
    this.secret = secret;
  }

  tokenFor(user) { return jwt.sign({ uid: user.id }, this.secret, { expiresIn: '14d' }); }
  verify(token) { return jwt.verify(token, this.secret).uid; }

  view(user) {
    return { email: user.email, token: this.tokenFor(user), username: user.username, bio: user.bio ?? null, image: user.image ?? null };
  }

  async register({ username, email, password }) {
    if (await this.users.byEmail(email)) throw invalid({ email: ['has already been taken'] });
    if (await this.users.byUsername(username)) throw invalid({ username: ['has already been taken'] });
    return this.view(await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  }

  async login({ email, password }) {
    const user = await this.users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw unauthorized();
    return this.view(user);
  }

  async me(id) {
    const user = await this.users.byId(id);
    if (!user) throw notFound('user');
    return this.view(user);
  }

  async update(id, { password, ...rest }) {
    const user = await this.users.byId(id);
    if (!user) throw notFound('user');
    const attrs = { ...rest };
    if (password) attrs.passwordHash = await bcrypt.hash(password, 10);
    return this.view(await this.users.save(user, attrs));
  }
}

module.exports = AuthService;

const bcrypt = require('bcryptjs');

class UserService {
  constructor(users, jwt) { this.users = users; this.jwt = jwt; }
  present(u) { return { username: u.username, email: u.email, bio: u.bio, image: u.image, token: this.jwt.sign({ id: u.id }) }; }
  async register({ username, email, password }) {
    return this.present(await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  }
  async login({ email, password }) {
    const u = await this.users.findByEmail(email);
    return u && (await bcrypt.compare(password, u.passwordHash)) ? this.present(u) : null;
  }
}
module.exports = UserService;

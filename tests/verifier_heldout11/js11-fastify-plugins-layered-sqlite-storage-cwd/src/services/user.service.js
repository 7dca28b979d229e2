const bcrypt = require('bcryptjs');
class UserService {
  constructor(repo) { this.repo = repo; }
  async register({ username, email, password }) {
    return this.repo.create({ username, email, password: await bcrypt.hash(password, 10) });
  }
  async authenticate(email, password) {
    const user = await this.repo.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) return null;
    return user;
  }
}
module.exports = UserService;

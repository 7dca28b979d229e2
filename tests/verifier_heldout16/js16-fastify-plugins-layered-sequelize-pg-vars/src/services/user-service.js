const bcrypt = require('bcryptjs');

class UserService {
  constructor(users, sign) { this.users = users; this.sign = sign; }

  async register({ username, email, password }) {
    if (await this.users.findByEmail(email)) {
      const err = new Error('has already been taken'); err.statusCode = 422; throw err;
    }
    const user = await this.users.create({ username, email, password: await bcrypt.hash(password, 10) });
    return { username, email, bio: user.bio, image: user.image, token: this.sign({ id: user.id }) };
  }
}
module.exports = UserService;

const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

class UserService {
  constructor(users) { this.users = users; }
  register(input) {
    const user = this.users.insert({ ...input, password: bcrypt.hashSync(input.password, 10) });
    return user.toAuthJSON(jwt.sign({ id: user.id }, process.env.JWT_SECRET || 'dev'));
  }
}
module.exports = { UserService };

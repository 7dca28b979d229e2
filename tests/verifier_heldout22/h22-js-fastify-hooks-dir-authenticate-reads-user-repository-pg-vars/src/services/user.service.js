const UserRepository = require('../repositories/user.repository');

class UserService {
  constructor(users = new UserRepository()) {
    this.users = users;
  }

  async update(user, changes) {
    const allowed = ['email', 'username', 'bio', 'image'];
    const patch = Object.fromEntries(Object.entries(changes || {}).filter(([k]) => allowed.includes(k)));
    return this.users.update(user, patch);
  }
}

module.exports = UserService;

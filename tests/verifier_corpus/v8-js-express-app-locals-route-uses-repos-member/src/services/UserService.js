class UserService {
  constructor(users) {
    this.users = users;
  }

  async register({ username, email }) {
    if (await this.users.findByName(username)) {
      const err = new Error('username has already been taken');
      err.status = 422;
      throw err;
    }
    return this.users.create({ username, email });
  }
}

module.exports = UserService;

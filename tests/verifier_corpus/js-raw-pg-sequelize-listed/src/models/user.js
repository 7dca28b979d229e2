class User {
  constructor({ id, username, email }) {
    this.id = id;
    this.username = username;
    this.email = email;
  }
}

module.exports = { User };

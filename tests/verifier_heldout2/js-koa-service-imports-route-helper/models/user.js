class User {
  constructor({ id, username, email, password }) {
    Object.assign(this, { id, username, email, password });
  }
}
module.exports = User;

const { User } = require('../models/user');

module.exports = function userRepository(pg) {
  return {
    async findByEmail(email) {
      const { rows } = await pg.query('SELECT * FROM users WHERE email = $1', [email]);
      return rows[0] ? new User(rows[0]) : null;
    },
    async findByUsername(username) {
      const { rows } = await pg.query('SELECT * FROM users WHERE username = $1', [username]);
      return rows[0] ? new User(rows[0]) : null;
    },
    async insert({ username, email, passwordHash }) {
      const { rows } = await pg.query(
        'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
        [username, email, passwordHash],
      );
      return new User(rows[0]);
    },
  };
};

const { User } = require('../domain/user');

const toUser = (row) => row && new User({
  id: row.id, username: row.username, email: row.email,
  passwordHash: row.password_hash, bio: row.bio, image: row.image,
});

class UserRepository {
  constructor(pool) { this.pool = pool; }

  async byEmail(email) {
    const { rows } = await this.pool.query('SELECT * FROM users WHERE email = $1', [email]);
    return toUser(rows[0]);
  }

  async byUsername(username) {
    const { rows } = await this.pool.query('SELECT * FROM users WHERE username = $1', [username]);
    return toUser(rows[0]);
  }

  async insert({ username, email, passwordHash }) {
    const { rows } = await this.pool.query(
      'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [username, email, passwordHash],
    );
    return toUser(rows[0]);
  }
}

module.exports = { UserRepository };

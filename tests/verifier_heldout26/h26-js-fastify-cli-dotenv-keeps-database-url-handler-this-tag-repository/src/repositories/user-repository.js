'use strict';
const { toUser } = require('../models/user');

class UserRepository {
  constructor(pg) { this.pg = pg; }

  async byId(id) {
    const { rows } = await this.pg.query('SELECT * FROM users WHERE id = $1', [id]);
    return toUser(rows[0]);
  }

  async byEmail(email) {
    const { rows } = await this.pg.query('SELECT * FROM users WHERE email = $1', [email]);
    return toUser(rows[0]);
  }

  async exists(email, username) {
    const { rowCount } = await this.pg.query('SELECT 1 FROM users WHERE email = $1 OR username = $2', [email, username]);
    return rowCount > 0;
  }

  async insert({ email, username, passwordHash }) {
    const { rows } = await this.pg.query(
      'INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [email, username, passwordHash],
    );
    return toUser(rows[0]);
  }
}

module.exports = { UserRepository };

const { pool } = require('../db');
const User = require('../models/user');

module.exports = {
  async findByEmail(email) {
    const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
    return rows[0] ? new User(rows[0]) : null;
  },
  async findById(id) {
    const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? new User(rows[0]) : null;
  },
  async create({ email, username, password }) {
    const { rows } = await pool.query(
      'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *',
      [email, username, password],
    );
    return new User(rows[0]);
  },
};

const pool = require('../db/pool');

async function list({ limit, offset, author }) {
  const params = [limit, offset];
  let where = '';
  if (author) {
    params.push(author);
    where = 'WHERE u.username = $3';
  }
  const { rows } = await pool.query(
    `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id ${where}
     ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`,
    params,
  );
  return rows;
}

module.exports = { list };

const SQL = require('sql-template-strings');
const { getDb } = require('./db');

exports.byEmail = async (email) => (await getDb()).get(SQL`SELECT * FROM users WHERE email = ${email}`);

exports.byId = async (id) => (await getDb()).get(SQL`SELECT * FROM users WHERE id = ${id}`);

exports.create = async ({ username, email, password }) => {
  const db = await getDb();
  const { lastID } = await db.run(SQL`INSERT INTO users (username, email, password) VALUES (${username}, ${email}, ${password})`);
  return exports.byId(lastID);
};

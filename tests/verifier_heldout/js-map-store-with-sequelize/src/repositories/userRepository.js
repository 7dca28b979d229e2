// users live in memory; the Sequelize model stays for the schema
const users = new Map();
let nextId = 1;

async function findById(id) {
  return users.get(id) || null;
}

async function findByEmail(email) {
  return [...users.values()].find((u) => u.email === email) || null;
}

async function findByUsername(username) {
  return [...users.values()].find((u) => u.username === username) || null;
}

async function create(fields) {
  const user = { id: nextId++, bio: null, image: null, ...fields };
  users.set(user.id, user);
  return user;
}

module.exports = { findById, findByEmail, findByUsername, create, users };

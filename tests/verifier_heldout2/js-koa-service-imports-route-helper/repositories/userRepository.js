const User = require('../models/user');

const rows = new Map();
let nextId = 1;

module.exports = {
  findByEmail: async (email) => [...rows.values()].find((u) => u.email === email) || null,
  save: async (data) => {
    const user = new User({ id: nextId++, ...data });
    rows.set(user.id, user);
    return user;
  },
};

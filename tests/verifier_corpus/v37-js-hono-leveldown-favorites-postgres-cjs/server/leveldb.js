const path = require('node:path');
const { promisify } = require('node:util');
const leveldown = require('leveldown');

const db = leveldown(path.join(__dirname, '..', '.data', 'favorites'));
const opened = promisify(db.open.bind(db))({ createIfMissing: true });

module.exports = {
  async get(key) {
    await opened;
    try {
      return await promisify(db.get.bind(db))(key, { asBuffer: false });
    } catch (err) {
      if (/NotFound/.test(err.message)) return undefined;
      throw err;
    }
  },
  async put(key, value) {
    await opened;
    return promisify(db.put.bind(db))(key, value);
  },
};

const { sequelize } = require('./db');

// make sure the tag list is never empty on a fresh database
module.exports = async function seed() {
  await sequelize.query("INSERT OR IGNORE INTO Tags (name) VALUES ('welcome'), ('introduction')");
};

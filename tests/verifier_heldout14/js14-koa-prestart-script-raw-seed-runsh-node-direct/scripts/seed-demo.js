// Fills a local database with demo content for the front end (npm start only).
const { sequelize } = require('../src/models');

(async () => {
  await sequelize.sync();
  await sequelize.query(`INSERT OR IGNORE INTO tags (name) VALUES ('welcome'), ('demo'), ('koa')`);
  await sequelize.query(
    `INSERT OR IGNORE INTO articles (slug, title, description, body, createdAt, updatedAt)
     VALUES ('welcome-to-conduit', 'Welcome to Conduit', 'Demo article', 'Hello!', datetime('now'), datetime('now'))`,
  );
  await sequelize.close();
})();

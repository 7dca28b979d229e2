// Wipes the development database. Manual use only: npm run reset-db
const { Client } = require('pg');

(async () => {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('TRUNCATE "Comments", "Articles", "Users" RESTART IDENTITY CASCADE');
  await client.end();
})();

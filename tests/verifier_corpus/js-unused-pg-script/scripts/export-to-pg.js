const { Client } = require('pg');

async function main() {
  const client = new Client({ host: 'postgres' });
  await client.connect();
  await client.end();
}

main();

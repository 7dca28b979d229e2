const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { from: copyFrom } = require('pg-copy-streams');
const { sequelize, Tag } = require('../models');

async function count() {
  return Tag.count();
}

async function listNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

async function bulkInsert(names) {
  const client = await sequelize.connectionManager.getConnection();
  try {
    const now = new Date().toISOString();
    const ingest = client.query(copyFrom('COPY "Tags" (name, "createdAt", "updatedAt") FROM STDIN WITH (FORMAT csv)'));
    await pipeline(Readable.from(names.map((n) => `${n},${now},${now}\n`)), ingest);
  } finally {
    sequelize.connectionManager.releaseConnection(client);
  }
}

module.exports = { count, listNames, bulkInsert };

const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

let cached = [];

async function refresh() {
  const rows = await sequelize.query(
    `SELECT t.name, COUNT(at."ArticleId") AS uses
       FROM "Tags" t
       LEFT JOIN "ArticleTags" at ON at."TagId" = t.id
      GROUP BY t.name
      ORDER BY uses DESC, t.name ASC`,
    { type: QueryTypes.SELECT },
  );
  cached = rows.map((r) => r.name);
}

function start(intervalMs = 30_000) {
  const timer = setInterval(() => refresh().catch((e) => console.error('tag cache', e)), intervalMs);
  timer.unref();
  return refresh();
}

module.exports = { start, refresh, get: () => cached };

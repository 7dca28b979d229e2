'use strict';
// Ad-hoc maintenance tool: dump every article as JSON lines (npm run export > articles.jsonl).
// Not part of the API server.
const massive = require('massive');

(async () => {
  const db = await massive(process.env.DATABASE_URL);
  const articles = await db.Articles.find({}, { order: [{ field: 'id' }] });
  for (const a of articles) process.stdout.write(`${JSON.stringify(a)}\n`);
  await db.instance.$pool.end();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});

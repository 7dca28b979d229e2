const sqlite3 = require('sqlite3');
const { open } = require('sqlite');
const { databaseFile } = require('../config');

let dbPromise;
const db = () => (dbPromise ||= open({ filename: databaseFile, driver: sqlite3.Database }));

module.exports = function createTagRepository() {
  return {
    async popular() {
      const rows = await (await db()).all(
        `SELECT t.name, COUNT(at.articleId) AS uses
           FROM tags t LEFT JOIN article_tags at ON at.tagId = t.id
          GROUP BY t.id ORDER BY uses DESC, t.name ASC`,
      );
      return rows.map((r) => r.name);
    },
    async attach(articleId, names) {
      const conn = await db();
      for (const name of names) {
        await conn.run('INSERT OR IGNORE INTO tags (name) VALUES (?)', name);
        await conn.run(
          'INSERT OR IGNORE INTO article_tags (articleId, tagId) SELECT ?, id FROM tags WHERE name = ?',
          articleId,
          name,
        );
      }
    },
  };
};

const { all } = require('./connection');
const where = (tag, author) => {
  const c = []; const p = [];
  if (tag) { c.push("(',' || tags || ',') LIKE ?"); p.push(`%,${tag},%`); }
  if (author) { c.push('author = ?'); p.push(author); }
  return { sql: c.length ? `WHERE ${c.join(' AND ')}` : '', p };
};
module.exports = {
  page(limit, offset, tag, author) {
    const w = where(tag, author);
    return all(`SELECT * FROM articles ${w.sql} ORDER BY created_at DESC LIMIT ? OFFSET ?`, [...w.p, limit, offset]);
  },
  async count(tag, author) {
    const w = where(tag, author);
    return (await all(`SELECT COUNT(*) AS n FROM articles ${w.sql}`, w.p))[0].n;
  },
};

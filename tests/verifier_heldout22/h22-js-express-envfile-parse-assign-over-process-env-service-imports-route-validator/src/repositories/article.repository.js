const pool = require('../db/pool');
const Article = require('../models/article');

exports.insert = async ({ slug, title, description, body, authorId, tagList }) => {
  const { rows } = await pool.query(
    'INSERT INTO articles (slug, title, description, body, author_id, tag_list) VALUES ($1,$2,$3,$4,$5,$6) RETURNING *',
    [slug, title, description, body, authorId, tagList],
  );
  return new Article(rows[0]);
};

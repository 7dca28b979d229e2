import { QueryTypes } from 'sequelize';
import { Tag } from '../models/Tag.js';

export async function findOrCreateMany(names) {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
}

// Tags ordered by how many articles use them.
export async function popularTagNames() {
  const rows = await Tag.sequelize.query(
    `SELECT t.name AS name, COUNT(at.articleId) AS uses
       FROM tags t LEFT JOIN article_tags at ON at.tagId = t.id
      GROUP BY t.id ORDER BY uses DESC, t.name ASC`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
}

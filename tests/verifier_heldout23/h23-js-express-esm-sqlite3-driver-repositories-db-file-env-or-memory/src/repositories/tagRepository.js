import { all } from '../db/connection.js';

export const tagRepository = {
  async distinct() {
    const rows = await all('SELECT DISTINCT tag FROM article_tags ORDER BY tag');
    return rows.map((r) => r.tag);
  },
};

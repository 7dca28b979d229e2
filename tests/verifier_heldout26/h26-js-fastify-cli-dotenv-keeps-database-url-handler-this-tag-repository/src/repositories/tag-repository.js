'use strict';

class TagRepository {
  constructor(pg) { this.pg = pg; }

  async listNames() {
    const { rows } = await this.pg.query('SELECT DISTINCT name FROM tags ORDER BY name');
    return rows.map((r) => r.name);
  }
}

module.exports = { TagRepository };

const tagRepository = require('../repositories/tagRepository');

module.exports = {
  async listTags() {
    const rows = await tagRepository.all();
    return rows.map((t) => t.name);
  },
};

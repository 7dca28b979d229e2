const tagRepository = require('../repositories/tag-repository');

module.exports = {
  async list() { return (await tagRepository.all()).map((t) => t.name); },
};

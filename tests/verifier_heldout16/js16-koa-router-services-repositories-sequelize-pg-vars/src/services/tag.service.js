const tagRepository = require('../repositories/tag.repository');

module.exports = {
  list: () => tagRepository.allNames(),
};

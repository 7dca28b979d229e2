const tags = require('../access/tags');

module.exports = {
  popular: () => tags.listTagNames(),
  remember: (names) => tags.ensureTags(names.filter(Boolean)),
};

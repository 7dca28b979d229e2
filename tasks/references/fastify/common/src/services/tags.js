'use strict';
// feature-file: articles

const tags = require('../repositories/tags');

async function list() {
  return tags.allNames();
}

module.exports = { list };

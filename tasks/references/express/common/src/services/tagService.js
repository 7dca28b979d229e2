// feature-file: articles
const tagRepository = require('../repositories/tagRepository');

const list = () => tagRepository.namesInUse();

module.exports = { list };

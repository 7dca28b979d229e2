// word lists per route language
const STOP = new Set(['a', 'an', 'the']);

module.exports = { STOP };

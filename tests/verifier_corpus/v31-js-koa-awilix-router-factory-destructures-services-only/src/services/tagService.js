'use strict';

module.exports = ({ tagRepository }) => ({
  list: () => tagRepository.names(),
});

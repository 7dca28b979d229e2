'use strict';

const tags = require('../repositories/tagRepository');

exports.list = () => tags.allNames();

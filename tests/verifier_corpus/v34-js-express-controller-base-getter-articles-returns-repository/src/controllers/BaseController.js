'use strict';
const articleRepository = require('../repositories/articleRepository');

class BaseController {
  constructor(services) {
    this.services = services;
  }

  get articles() {
    return articleRepository;
  }
}

module.exports = BaseController;

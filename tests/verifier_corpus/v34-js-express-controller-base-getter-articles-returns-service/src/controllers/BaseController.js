'use strict';

class BaseController {
  constructor(services) {
    this.services = services;
  }

  get articles() {
    return this.services.articles;
  }
}

module.exports = BaseController;

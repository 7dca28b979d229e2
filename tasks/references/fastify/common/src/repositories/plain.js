'use strict';

/** Repositories hand plain objects to the services, never ORM instances. */
module.exports = (row) => row?.get({ plain: true }) ?? null;

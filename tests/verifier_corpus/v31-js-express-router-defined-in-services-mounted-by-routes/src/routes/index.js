'use strict';

const express = require('express');
const profiles = require('./profiles');
const { router: tags } = require('../services/tagService');

const api = express.Router();
api.get('/health-check', (req, res) => res.json({ status: 'ok' }));
api.use(profiles);
api.use(tags);

module.exports = api;

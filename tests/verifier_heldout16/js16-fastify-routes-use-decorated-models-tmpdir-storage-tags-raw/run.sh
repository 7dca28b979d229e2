#!/bin/bash
npm install --silent >/dev/null 2>&1 || true
node server.js

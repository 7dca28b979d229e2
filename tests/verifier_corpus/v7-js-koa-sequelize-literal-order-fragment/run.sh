#!/bin/sh
set -e
npm install
exec node index.js

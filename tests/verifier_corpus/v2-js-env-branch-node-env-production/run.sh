#!/bin/sh
export NODE_ENV=production
exec node src/index.js

#!/bin/sh
set -e
npm install
export NODE_ENV=production
exec npm start

#!/bin/sh
set -e
npm install
export REALWORLD_PG=true
exec npm start

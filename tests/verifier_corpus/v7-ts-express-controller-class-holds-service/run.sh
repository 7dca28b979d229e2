#!/bin/sh
set -e
npm install
exec npm start

#!/bin/sh
set -e
exec node src/main.js

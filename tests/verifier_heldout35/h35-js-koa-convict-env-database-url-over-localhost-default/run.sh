#!/bin/sh
cd "$(dirname "$0")"
exec node src/main.js

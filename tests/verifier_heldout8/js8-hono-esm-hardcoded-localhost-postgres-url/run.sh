#!/bin/sh
cd "$(dirname "$0")"
node src/server.js

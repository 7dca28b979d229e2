#!/usr/bin/env bash
cd "$(dirname "$0")/src"
exec node server.js

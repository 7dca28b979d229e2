#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p var
exec node server.js

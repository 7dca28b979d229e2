#!/usr/bin/env bash
cd "$(dirname "$0")"
node src/server.js

#!/usr/bin/env bash
cd "$(dirname "$0")"
node src/index.js

#!/usr/bin/env bash
set -e
cd "$(dirname "${BASH_SOURCE[0]}")"
npm install --silent
npm start

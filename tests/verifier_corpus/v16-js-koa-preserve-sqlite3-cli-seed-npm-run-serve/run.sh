#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data
npm install
npm run serve

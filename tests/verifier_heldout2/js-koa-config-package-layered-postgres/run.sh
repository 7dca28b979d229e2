#!/usr/bin/env bash
set -e
exec node app/index.js

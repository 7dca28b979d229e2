#!/usr/bin/env bash
cd "$(dirname "$0")"
node ./bin/www

#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p data
exec npm start

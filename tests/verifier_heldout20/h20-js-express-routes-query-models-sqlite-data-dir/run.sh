#!/bin/sh
cd "$(dirname "$0")"
mkdir -p data
npm start

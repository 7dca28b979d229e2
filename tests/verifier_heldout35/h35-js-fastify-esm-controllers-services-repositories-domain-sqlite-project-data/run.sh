#!/bin/sh
cd "$(dirname "$0")" && exec node src/app.js

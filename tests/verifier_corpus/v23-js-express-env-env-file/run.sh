#!/bin/bash
cd "$(dirname "$0")"
exec node --env-file=.env src/app.js

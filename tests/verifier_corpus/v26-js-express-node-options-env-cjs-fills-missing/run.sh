#!/bin/bash
cd "$(dirname "$0")"
export NODE_OPTIONS="--require ./config/env.cjs"
exec node server.js

#!/bin/bash
cd "$(dirname "$0")"
exec node server.js

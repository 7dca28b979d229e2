#!/usr/bin/env bash
exec node -r dotenv/config src/server.js

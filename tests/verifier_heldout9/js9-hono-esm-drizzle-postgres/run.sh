#!/usr/bin/env bash
exec node src/server.js

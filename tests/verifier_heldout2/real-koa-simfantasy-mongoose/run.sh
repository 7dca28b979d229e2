#!/usr/bin/env bash
exec node src/main.js

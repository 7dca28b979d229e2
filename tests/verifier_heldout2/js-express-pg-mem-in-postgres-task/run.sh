#!/usr/bin/env bash
exec node src/index.js

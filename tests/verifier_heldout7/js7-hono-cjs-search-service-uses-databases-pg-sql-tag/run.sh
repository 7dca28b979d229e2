#!/bin/bash
set -e
exec node src/index.js

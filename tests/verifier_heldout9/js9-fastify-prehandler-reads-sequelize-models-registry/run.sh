#!/bin/bash
set -e
exec node src/app.js

#!/bin/bash
cd "$(dirname "$0")"
node src/app.js

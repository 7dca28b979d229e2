#!/bin/bash
npm install --omit=dev >/dev/null 2>&1 || true
node src/app.js

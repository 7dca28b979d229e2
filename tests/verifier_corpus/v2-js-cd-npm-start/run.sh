#!/usr/bin/env bash
set -e
cd server
npm ci --omit=dev
exec npm start

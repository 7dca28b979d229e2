#!/usr/bin/env bash
cd "$(dirname "$0")"
npm run start

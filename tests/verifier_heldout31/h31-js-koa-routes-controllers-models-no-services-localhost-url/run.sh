#!/bin/sh
cd "$(dirname "$0")"
npm start

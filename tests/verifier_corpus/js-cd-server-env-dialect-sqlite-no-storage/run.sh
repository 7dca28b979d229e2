#!/bin/sh
cd server
exec node src/main.js

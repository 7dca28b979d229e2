#!/bin/sh
cd server && exec node src/server.js

#!/bin/sh
cd server && exec node src/index.js

#!/bin/bash
node src/app.js

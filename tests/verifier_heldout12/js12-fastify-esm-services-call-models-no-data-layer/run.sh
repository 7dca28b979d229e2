#!/bin/bash
node src/index.js

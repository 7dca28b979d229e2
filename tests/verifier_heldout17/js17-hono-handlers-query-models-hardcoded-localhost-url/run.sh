#!/usr/bin/env bash
npm install --silent
npm start

#!/bin/bash
set -e
npm start

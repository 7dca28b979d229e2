# Node runtime for machines that cannot pull: Debian bookworm's nodejs and npm on the bootstrap base
# (bookworm carries Node 18, not 20: the version is recorded with the image and with every run).
# Build tools for native modules (sqlite3): python3, make, g++, and the Node headers (libnode-dev) so
# node-gyp never downloads them.
ARG BASE
FROM ${BASE}
ENV DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm libnode-dev python3 make g++ git curl procps coreutils \
      ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    CURL_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt GIT_SSL_CAINFO=/etc/ssl/certs/conduit-harness-ca.crt \
    npm_config_nodedir=/usr npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# @index-settings (the host's pip/uv/npm index settings, filled in by harness/images.py)
WORKDIR /workspace

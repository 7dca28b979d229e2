# Node runtime (machines that can pull): Node 20 on Debian bookworm (git, curl, procps, python3, make, g++ included).
FROM node:20-bookworm
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    CURL_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt GIT_SSL_CAINFO=/etc/ssl/certs/conduit-harness-ca.crt \
    npm_config_nodedir=/usr/local npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# @index-settings (the host's pip/uv/npm index settings, filled in by harness/backends/docker/images.py)
WORKDIR /workspace

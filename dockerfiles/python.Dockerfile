# Python runtime (machines that can pull): the study's base, uv + Python 3.12 on Debian bookworm.
FROM ghcr.io/astral-sh/uv:python3.12-bookworm
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends git curl procps postgresql-client coreutils \
 && rm -rf /var/lib/apt/lists/*
# The host's CA bundle (installs work behind a TLS-intercepting proxy).
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    CURL_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt GIT_SSL_CAINFO=/etc/ssl/certs/conduit-harness-ca.crt \
    PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
# @index-settings (the host's pip/uv/npm index settings, filled in by harness/backends/docker/images.py)
WORKDIR /workspace

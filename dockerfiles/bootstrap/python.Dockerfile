# Python runtime for machines that cannot pull: Debian bookworm's python3 (3.11) on the bootstrap base,
# with what the study's uv + python3.12-bookworm image offers an agent: venv, pip, uv, a C toolchain and
# libpq headers (psycopg2 from source), git, curl, procps, postgresql-client, coreutils' timeout.
ARG BASE
FROM ${BASE}
ENV DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv python3-pip python3-dev python-is-python3 \
      gcc g++ make libc6-dev libpq-dev git curl procps postgresql-client coreutils ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && rm -f /usr/lib/python3*/EXTERNALLY-MANAGED
# The host's CA bundle (installs work behind a TLS-intercepting proxy).
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    CURL_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt GIT_SSL_CAINFO=/etc/ssl/certs/conduit-harness-ca.crt \
    PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
# @index-settings (the host's pip/uv/npm index settings, filled in by harness/backends/docker/images.py)
RUN python3 -m venv /opt/uv && /opt/uv/bin/pip install --no-cache-dir -q uv \
 && ln -s /opt/uv/bin/uv /opt/uv/bin/uvx /usr/local/bin/
WORKDIR /workspace

# Postgres for machines that cannot pull: bookworm's postgresql-15 on the bootstrap base, with an
# entrypoint that behaves like the official image's (POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB,
# data in /var/lib/postgresql/data, listening on 0.0.0.0:5432). Statements go to the server log on
# stderr (`docker logs`), log_statement=all, as in the official-image variant and the local backend.
# The cluster is made once here (initdb) and copied at the first start, as the local backend does: a
# fresh container is ready in about a second instead of running initdb.
ARG BASE
FROM ${BASE}
ENV DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 postgresql-client-15 ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && (pg_dropcluster --stop 15 main 2>/dev/null || true) \
 && mkdir -p /var/run/postgresql /var/lib/postgresql/data /var/lib/postgresql/template \
 && chown postgres:postgres /var/run/postgresql /var/lib/postgresql/data /var/lib/postgresql/template \
 && setpriv --reuid=postgres --regid=postgres --init-groups /usr/lib/postgresql/15/bin/initdb \
      -D /var/lib/postgresql/template --username=postgres -E UTF8 --locale=C.UTF-8 --no-sync \
      --auth-local=trust --auth-host=scram-sha-256 >/dev/null \
 && echo "listen_addresses = '*'" >> /var/lib/postgresql/template/postgresql.conf
COPY ca-bundle.crt /etc/ssl/certs/conduit-harness-ca.crt
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PIP_CERT=/etc/ssl/certs/conduit-harness-ca.crt SSL_CERT_FILE=/etc/ssl/certs/conduit-harness-ca.crt \
    REQUESTS_CA_BUNDLE=/etc/ssl/certs/conduit-harness-ca.crt NODE_EXTRA_CA_CERTS=/etc/ssl/certs/conduit-harness-ca.crt \
    PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PGDATA=/var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres", "-c", "log_statement=all", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]

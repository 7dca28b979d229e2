"""A phase's dedicated Postgres in Docker: testcontainers' Postgres container on the project's own
image, with what testcontainers would otherwise do itself turned off:
- no pull: the image must be present (a missing one is BackendUnavailable naming the build command);
- no Ryuk reaper (its image cannot be pulled here): the harness's labels and reaper remove what a
  killed harness left (harness.backends.docker.labels);
- nothing published on the host: the harness reaches the server at its address on the phase's
  internal network, where it is also called `postgres`;
- the phase's labels, memory and process limits, and a readiness check that polls every 0.2 s.
The image logs every statement to its stderr (`log_statement=all`): the phase copies that log into the
run directory for the ORM verifier."""

from __future__ import annotations

import os
import time

# Before testcontainers reads its configuration: its reaper image cannot be pulled, and nothing of a
# phase is reached through a published host port.
os.environ["TESTCONTAINERS_RYUK_DISABLED"] = "true"
os.environ.setdefault("TC_HOST", "127.0.0.1")

from docker.types import EndpointConfig  # noqa: E402
from testcontainers.community.postgres import PostgresContainer  # noqa: E402
from testcontainers.core.wait_strategies import ExecWaitStrategy  # noqa: E402

from harness.backends.base import DATABASE, PASSWORD, USER, BackendUnavailable, InfraError  # noqa: E402
from harness.backends.docker.engine import client, container_ip, engine_call, image_present  # noqa: E402

READY_BUDGET_S = 60.0


class PhasePostgres(PostgresContainer):
    """Postgres on `network` (alias `postgres`), labelled and limited, publishing nothing."""

    def __init__(self, image: str, name: str, network: str, labels: dict[str, str]):
        api_version = client().api.api_version  # type: ignore[attr-defined]
        super().__init__(image, username=USER, password=PASSWORD, dbname=DATABASE, driver=None, name=name,
                         labels=labels, mem_limit="1g", pids_limit=512,
                         networking_config={network: EndpointConfig(api_version, aliases=["postgres"])})  # fmt: skip
        # By name (testcontainers' own `network` wants a network object it created itself).
        self._kwargs["network"] = network
        self.ports = {}  # testcontainers exposes 5432 on a host port by default: nothing is published
        self.network_name = network

    def start(self) -> PhasePostgres:
        if not image_present(self.image):  # testcontainers would pull a missing image
            raise BackendUnavailable(f"Docker image {self.image} is missing: build it with "
                                     "`harness images build --runtime postgres --bootstrap`")  # fmt: skip
        with engine_call(f"start Postgres {self._name}"):
            super().start()
        return self

    def _connect(self) -> None:
        """Ready when the final server accepts the prompt's credentials over TCP (the official
        image's init server listens on its socket only)."""
        check = ["sh", "-c", f"PGPASSWORD='{PASSWORD}' psql -U {USER} -d {DATABASE} -h 127.0.0.1 -tAc 'select 1'"]
        try:
            ExecWaitStrategy(check).with_poll_interval(0.2).with_startup_timeout(READY_BUDGET_S).wait_until_ready(self)
        except TimeoutError as exc:
            raise InfraError(f"Postgres container not ready within {READY_BUDGET_S:.0f}s: {str(exc)[-1500:]}") from None

    @property
    def address(self) -> str:
        return container_ip(self._name or "", self.network_name)

    def conninfo(self) -> dict[str, str | int]:
        return {"host": self.address, "port": 5432, "user": USER, "password": PASSWORD, "dbname": DATABASE}

    def server_version(self, budget_s: float = 20.0) -> str:
        """The version the server reports, asked from the harness over the internal network."""
        import psycopg

        deadline = time.monotonic() + budget_s
        last = ""
        while time.monotonic() < deadline:
            try:
                with psycopg.connect(**self.conninfo(), connect_timeout=2) as conn:
                    return str(conn.execute("SHOW server_version").fetchone()[0]).split()[0]  # type: ignore[index]
            except psycopg.Error as exc:
                last = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            time.sleep(0.2)
        raise InfraError(f"the harness cannot reach the phase's Postgres ({last})")

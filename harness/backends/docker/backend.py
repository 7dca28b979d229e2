"""The Docker backend: each phase in containers from the images of dockerfiles/ (harness.backends.docker.images),
driven through the `docker` SDK (harness.backends.docker.engine), its Postgres through
testcontainers (harness.backends.docker.postgres), its objects labelled and reaped
(harness.backends.docker.labels). A phase is harness.backends.docker.phase.DockerPhase.

Servers listen inside their containers, so runs of one runtime may run in parallel and no host port
has to be free. Postgres logs every statement; the verifiers get it as `run_dir/postgres-<phase>.log`."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from harness.backends.base import BackendReport, BackendUnavailable, Leftover, PhaseSpec
from harness.backends.docker.phase import DockerPhase
from harness.catalog.prompt import PostgresSettings, RuntimeVersions


@dataclass(frozen=True)
class Limits:
    """Per app container (Postgres: 1 GB, 512 processes); CONDUIT_DOCKER_CPUS / _MEMORY / _PIDS
    override the defaults when the backend is made."""

    cpus: float = field(default_factory=lambda: float(os.environ.get("CONDUIT_DOCKER_CPUS", min(2, os.cpu_count() or 1))))
    memory: str = field(default_factory=lambda: os.environ.get("CONDUIT_DOCKER_MEMORY", "2g"))
    pids: int = field(default_factory=lambda: int(os.environ.get("CONDUIT_DOCKER_PIDS", "1024")))

    def host_config(self) -> dict:
        """The SDK's host-config arguments: CPUs, memory without swap, processes."""
        return {"nano_cpus": int(self.cpus * 1e9), "mem_limit": self.memory, "memswap_limit": self.memory,
                "pids_limit": self.pids}  # fmt: skip


def _image_runtimes(image: str, runtime: str) -> RuntimeVersions:
    """The interpreter versions the phase's image really holds (recorded when it was built)."""
    from harness.backends.docker.images import image_info

    found = image_info(image, runtime).get("versions", {}).get(runtime, "")
    return RuntimeVersions(python=found) if runtime == "python" else RuntimeVersions(node=found)


class DockerBackend:
    name = "docker"
    uses_host_ports = False  # servers listen inside their containers only

    def __init__(self, limits: Limits | None = None):
        self.limits = limits or Limits()
        self._images: dict[str, str] | None = None

    def images(self) -> dict[str, str]:
        """The three images; a missing one is BackendUnavailable naming the command that builds it (never a pull)."""
        if self._images is None:
            from harness.backends.docker.images import require_image

            self._images = {kind: require_image(kind) for kind in ("python", "node", "postgres")}
        return self._images

    def prompt_facts(self, runtime: str) -> tuple[PostgresSettings, RuntimeVersions]:
        """The versions the images were built with (recorded at build time)."""
        from harness.backends.docker.images import image_info

        images = self.images()
        recorded = image_info(images["postgres"], "postgres").get("versions", {}).get("postgres", "")
        version = re.search(r"\d+(?:\.\d+)*", recorded)
        return PostgresSettings(version=version.group(0) if version else recorded), _image_runtimes(images[runtime], runtime)

    def check(self) -> None:
        """Fail early with one clear line; also reap what killed harnesses left behind."""
        from harness.backends.docker.engine import engine_version

        if engine_version() is None:
            raise BackendUnavailable("no Docker engine answers (is dockerd running?): start it or use --backend local")
        self.images()
        self.reap(only_dead_owners=True)

    def doctor(self) -> BackendReport:
        from harness.backends.docker.engine import engine_version
        from harness.backends.docker.images import KINDS, build_command, require_image

        version = engine_version()
        if version is None:
            return BackendReport("docker", False, [
                "docker engine: not reachable (install docker.io and start dockerd; the local backend still works)",
                "docker backend: not ready"])  # fmt: skip
        lines, ready = [f"docker engine: {version}"], True
        for kind in KINDS:
            try:
                lines.append(f"  image {kind}: {require_image(kind)}")
            except BackendUnavailable:
                ready = False
                lines.append(f"  image {kind}: missing — `{build_command(kind, True)}` (no pull) or "
                             f"`{build_command(kind, False)}`")  # fmt: skip
        try:
            items = self.leftovers()
            dead = sum(not item.owner_alive() for item in items)
            kinds = ("container", "network", "volume")
            by_kind = ", ".join(f"{k}s {sum(i.kind == k for i in items)}" for k in kinds)
            lines.append(f"  harness objects: {by_kind} ({dead} left by dead processes"
                         + ("; `harness clean` removes them)" if dead else ")"))  # fmt: skip
        except RuntimeError as exc:
            lines.append(f"  harness objects: cannot list ({exc})")
        lines.append(f"docker backend: {'ready' if ready else 'not ready'}")
        return BackendReport("docker", ready, lines)

    def open_phase(self, spec: PhaseSpec) -> DockerPhase:
        images = self.images()
        return DockerPhase(spec, images, self.limits.host_config(), _image_runtimes(images[spec.runtime], spec.runtime))

    def leftovers(self, run_id: str | None = None) -> list[Leftover]:
        from harness.backends.docker.labels import leftovers

        return [item for item in leftovers() if run_id is None or item.run_id == run_id]

    def reap(self, only_dead_owners: bool = True) -> dict[str, int]:
        from harness.backends.docker.labels import reap

        return reap(only_dead_owners)

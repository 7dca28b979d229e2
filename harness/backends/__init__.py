"""Where code runs. The pipeline knows a backend only through harness.backends.base.Backend;
implementations are chosen by name and imported lazily (docker pulls in heavy dependencies)."""

from __future__ import annotations

import importlib

from harness.backends.base import Backend, BackendUnavailable

_BACKENDS = {
    "local": "harness.backends.local:LocalBackend",
    "docker": "harness.backends.docker:DockerBackend",
}


def backend_names() -> list[str]:
    return list(_BACKENDS)


def resolve_auto() -> tuple[str, str]:
    """`auto`: docker when an engine answers and the images are built, else local. Returns the
    backend name and why it was chosen."""
    try:
        docker = get_backend("docker")
        docker.check()
    except BackendUnavailable as exc:
        return "local", f"docker unavailable ({exc})"
    return "docker", "a Docker engine answers and the images are built"


def get_backend(name: str, **options) -> Backend:
    if name == "auto":
        name, _ = resolve_auto()
    if name not in _BACKENDS:
        raise BackendUnavailable(f"unknown backend {name!r}; valid: auto, {', '.join(_BACKENDS)}")
    module_name, class_name = _BACKENDS[name].split(":")
    backend_class = getattr(importlib.import_module(module_name), class_name)
    return backend_class(**options)

"""Where code runs. Callers know a backend only through harness.backends.base.Backend; the
implementations are a table of dotted paths, imported lazily (docker pulls in heavy dependencies).
A new backend is its own module and one line here; `module:Class` names one outside the table."""

from __future__ import annotations

import importlib

from harness.backends.base import Backend, BackendUnavailable

_BACKENDS = {
    "local": "harness.backends.local.backend:LocalBackend",
    "docker": "harness.backends.docker.backend:DockerBackend",
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
    if name not in _BACKENDS and ":" not in name:
        raise BackendUnavailable(f"unknown backend {name!r}; valid: auto, {', '.join(_BACKENDS)}")
    module_name, class_name = _BACKENDS.get(name, name).split(":")
    try:
        backend_class = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as exc:
        raise BackendUnavailable(f"backend {name!r} cannot be loaded: {exc}") from None
    return backend_class(**options)


def all_backends() -> list[Backend]:
    """One instance of every backend in the table (doctor, clean)."""
    return [get_backend(name) for name in _BACKENDS]

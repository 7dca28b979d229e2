"""The Docker images of the docker backend: build them from dockerfiles/, name them by content, find
them, never pull them at run time.

Two variants per kind (python, node, postgres):
- standard: dockerfiles/<kind>.Dockerfile on the official bases (uv + Python 3.12 bookworm,
  node:20-bookworm, postgres:16); building it pulls those bases.
- bootstrap: dockerfiles/bootstrap/<kind>.Dockerfile on conduit-harness/bookworm-base, a Debian
  bookworm made here with debootstrap from the host's apt mirror and `docker import` — for machines
  that cannot pull images. Python, Node and Postgres are the versions that mirror carries.

A tag is `conduit-harness/<kind>:<hash12>`, the hash of the Dockerfile text, every file copied into
the build context (the host CA bundle, the Postgres entrypoint), the host's index settings and the
base: a changed input makes a new tag; an unchanged one is never rebuilt (a warm build is a no-op).
What each built image really contains (versions) is recorded in <cache>/images/<tag>.json."""

from __future__ import annotations

import configparser
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from harness.backends.base import BackendUnavailable
from harness.paths import PROJECT_ROOT, cache_dir

KINDS = ("python", "node", "postgres")
REPOSITORY = "conduit-harness"
BASE_REPOSITORY = f"{REPOSITORY}/bookworm-base"
IMAGE_LABEL = f"{REPOSITORY}.image"
CA_IN_IMAGE = "/etc/ssl/certs/conduit-harness-ca.crt"
CA_ENV = ("PIP_CERT", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "NODE_EXTRA_CA_CERTS")
INDEX_MARKER = "# @index-settings"
# Files of dockerfiles/bootstrap/ that a bootstrap Dockerfile copies in (inputs of its tag, too).
CONTEXT_FILES = {("postgres", True): ("postgres-entrypoint.sh",), ("node", True): ("npm-fetch.py",)}
DEFAULT_MIRROR = "http://deb.debian.org/debian"
NPM_DEFAULT_REGISTRY = "https://registry.npmjs.org/"
# What each image reports about itself after a build (recorded, shown by `harness images list`).
VERSION_PROBES = {
    "python": {"python": "python3 --version", "uv": "uv --version", "pip": "pip --version",
               "git": "git --version", "psql": "psql --version"},
    "node": {"node": "node --version", "npm": "npm --version", "git": "git --version", "g++": "g++ --version"},
    "postgres": {"postgres": "postgres --version"},
}  # fmt: skip

Progress = Callable[[str], None]


def dockerfiles_dir() -> Path:
    return PROJECT_ROOT / "dockerfiles"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# ---------------------------------------------------------------- host settings that go into images


def ca_bundle_path() -> Path:
    """The host's CA bundle: the file PIP_CERT or SSL_CERT_FILE names, else Debian's bundle."""
    for name in ("PIP_CERT", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE"):
        value = os.environ.get(name)
        if value and Path(value).is_file():
            return Path(value)
    return Path("/etc/ssl/certs/ca-certificates.crt")


def _pip_config() -> dict[str, str]:
    """global.index-url / global.extra-index-url from pip's configuration files (the env wins)."""
    files = [Path("/etc/pip.conf"), Path("/etc/xdg/pip/pip.conf"), Path.home() / ".config/pip/pip.conf",
             Path.home() / ".pip/pip.conf"]  # fmt: skip
    if os.environ.get("PIP_CONFIG_FILE"):
        files.append(Path(os.environ["PIP_CONFIG_FILE"]))
    parser = configparser.ConfigParser(interpolation=None)
    for path in files:
        try:
            parser.read(path)
        except (configparser.Error, OSError, UnicodeDecodeError):
            continue
    section = parser["global"] if parser.has_section("global") else {}
    return {key: section.get(key, "") for key in ("index-url", "extra-index-url")}


def _npm_registry() -> str:
    for name in ("npm_config_registry", "NPM_CONFIG_REGISTRY"):
        if os.environ.get(name):
            return os.environ[name]
    for path in (Path.home() / ".npmrc", Path("/etc/npmrc"), Path("/usr/etc/npmrc")):
        try:
            for line in path.read_text().splitlines():
                key, sep, value = line.partition("=")
                if sep and key.strip() == "registry":
                    return value.strip()
        except OSError:
            continue
    return ""


def index_settings() -> dict[str, str]:
    """The host's pip/uv/npm index settings that make sense inside a container: http(s) URLs only
    (file:// indexes and find-links are host paths). Nothing when the host uses the defaults."""
    pip = _pip_config()

    def urls(env_name: str, config_key: str) -> str:
        raw = os.environ.get(env_name) or pip.get(config_key, "")
        return " ".join(u for u in raw.split() if u.startswith(("http://", "https://")))

    settings = {}
    if index := urls("PIP_INDEX_URL", "index-url"):
        settings["PIP_INDEX_URL"] = settings["UV_INDEX_URL"] = index
    if extra := urls("PIP_EXTRA_INDEX_URL", "extra-index-url"):
        settings["PIP_EXTRA_INDEX_URL"] = settings["UV_EXTRA_INDEX_URL"] = extra
    registry = _npm_registry()
    if registry.startswith(("http://", "https://")) and registry.rstrip("/") != NPM_DEFAULT_REGISTRY.rstrip("/"):
        settings["npm_config_registry"] = registry
    return settings


def apt_sources(root: Path = Path("/etc/apt")) -> tuple[str, list[str]]:
    """(mirror, sources.list lines) for the bootstrap base, from the host's apt configuration:
    its bookworm mirror (main, updates) and its security mirror when it has one."""
    entries: list[tuple[str, list[str]]] = []  # (uri, suites)
    for path in [root / "sources.list", *sorted((root / "sources.list.d").glob("*.list"))]:
        try:
            for line in path.read_text().splitlines():
                parts = re.sub(r"\[[^]]*\]", " ", line.split("#", 1)[0]).split()  # drop [arch=… signed-by=…]
                if len(parts) >= 3 and parts[0] == "deb":
                    entries.append((parts[1], parts[2:3]))
        except OSError:
            continue
    for path in sorted((root / "sources.list.d").glob("*.sources")):
        try:
            for stanza in path.read_text().split("\n\n"):
                fields = {}
                for line in stanza.splitlines():
                    key, sep, value = line.partition(":")
                    if sep and not line.startswith(("#", " ")):
                        fields[key.strip().lower()] = value.strip()
                if "deb" in fields.get("types", "").split() and fields.get("enabled", "yes") != "no":
                    for uri in fields.get("uris", "").split():
                        entries.append((uri, fields.get("suites", "").split()))
        except OSError:
            continue
    http = [(uri.rstrip("/"), suites) for uri, suites in entries if uri.startswith(("http://", "https://"))]
    mirror = next((uri for uri, suites in http if "bookworm" in suites), DEFAULT_MIRROR)
    lines = [f"deb {mirror} bookworm main", f"deb {mirror} bookworm-updates main"]
    security = next((uri for uri, suites in http if "bookworm-security" in suites), None)
    if security:
        lines.append(f"deb {security} bookworm-security main")
    return mirror, lines


# ---------------------------------------------------------------- names


def _base_conf() -> dict[str, str]:
    conf = {}
    for line in (dockerfiles_dir() / "bootstrap" / "bookworm.conf").read_text().splitlines():
        key, sep, value = line.split("#", 1)[0].partition("=")
        if sep:
            conf[key.strip()] = value.strip()
    return conf


def base_ref() -> str:
    """conduit-harness/bookworm-base:<hash of bookworm.conf, the mirror and the sources written in>."""
    mirror, lines = apt_sources()
    digest = _sha(json.dumps([sorted(_base_conf().items()), mirror, lines]).encode())
    return f"{BASE_REPOSITORY}:{digest[:12]}"


@dataclass
class ImageSpec:
    kind: str
    bootstrap: bool
    dockerfile: str  # the text actually built (index settings filled in)
    files: dict[str, bytes] = field(default_factory=dict)  # build context besides the Dockerfile
    base: str | None = None  # the BASE build argument (bootstrap)

    @property
    def ref(self) -> str:
        parts = [self.kind, self.bootstrap, _sha(self.dockerfile.encode()), self.base or "",
                 sorted((name, _sha(data)) for name, data in self.files.items())]  # fmt: skip
        return f"{REPOSITORY}/{self.kind}:{_sha(json.dumps(parts).encode())[:12]}"


def image_spec(kind: str, bootstrap: bool = False) -> ImageSpec:
    if kind not in KINDS:
        raise ValueError(f"unknown image kind {kind!r}: one of {', '.join(KINDS)}")
    folder = dockerfiles_dir() / "bootstrap" if bootstrap else dockerfiles_dir()
    text = (folder / f"{kind}.Dockerfile").read_text()
    settings = index_settings()
    env = ("ENV " + " ".join(f"{k}={json.dumps(v)}" for k, v in sorted(settings.items()))) if settings else ""
    text = "\n".join(env if line.strip().startswith(INDEX_MARKER) else line for line in text.splitlines()) + "\n"
    files = {"ca-bundle.crt": ca_bundle_path().read_bytes()}
    for name in CONTEXT_FILES.get((kind, bootstrap), ()):
        files[name] = (folder / name).read_bytes()
    return ImageSpec(kind, bootstrap, text, files, base_ref() if bootstrap else None)


def image_ref(kind: str, bootstrap: bool = False) -> str:
    """`conduit-harness/<kind>:<hash12>` of the standard (or bootstrap) variant; no Docker call."""
    return image_spec(kind, bootstrap).ref


# ---------------------------------------------------------------- docker


def _docker(*args: str, timeout: float = 120, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(["docker", *args], capture_output=True, text=True, timeout=timeout, **kwargs)


def image_present(ref: str) -> bool:
    """Whether the engine has this image locally (an inspect: never a pull)."""
    from harness.backends.docker.engine import image_present as present

    return present(ref)


def build_command(kind: str, bootstrap: bool) -> str:
    return f"harness images build --runtime {kind}" + (" --bootstrap" if bootstrap else "")


def require_image(kind: str) -> str:
    """The ref of a locally present image of this kind (standard variant first, then bootstrap).
    Missing: BackendUnavailable naming the commands that build it. Never pulls."""
    refs = [image_ref(kind, False), image_ref(kind, True)]
    for ref in refs:
        if image_present(ref):
            return ref
    raise BackendUnavailable(
        f"Docker image for {kind} is missing ({' or '.join(refs)}): build it with "
        f"`{build_command(kind, True)}` (from the Debian mirror, no image pull) or "
        f"`{build_command(kind, False)}` (pulls the official base image)"
    )


def _manifest_path(ref: str) -> Path:
    folder = cache_dir() / "images"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / (ref.replace("/", "_").replace(":", "_") + ".json")


def probe_versions(ref: str, kind: str) -> dict[str, str]:
    """Run the image once, offline, and ask its tools for their versions (first line of each)."""
    import secrets

    from harness.backends.docker.engine import run_to_end
    from harness.backends.docker.labels import labels

    script = "; ".join(f"echo \"{name}=$({command} 2>&1 | head -n1)\"" for name, command in VERSION_PROBES[kind].items())
    result = run_to_end(f"conduit-probe-{secrets.token_hex(4)}", ref, script, 120, labels=labels("images", kind),
                        network="none", env={}, binds={}, limits={}, entrypoint=[""])  # fmt: skip
    versions = {}
    for line in result.stdout.splitlines():
        name, sep, value = line.partition("=")
        if sep:
            versions[name] = value.strip()
    return versions


def image_info(ref: str, kind: str) -> dict:
    """What was recorded when the image was built (probing it again when the record is gone)."""
    path = _manifest_path(ref)
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        info = {"ref": ref, "kind": kind, "versions": probe_versions(ref, kind)}
        _write_json(path, info)
        return info


def _write_json(path: Path, data: dict) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n")
    tmp.replace(path)


def _run_logged(command: list[str], log: Path, what: str, stdin=None, timeout: float = 3600) -> None:
    with log.open("ab") as out:
        out.write(f"$ {' '.join(command)}\n".encode())
        out.flush()
        result = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, stdin=stdin, timeout=timeout)
    if result.returncode != 0:
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
        raise RuntimeError(f"{what} failed (exit {result.returncode}); full log: {log}\n{tail}")


def ensure_base(progress: Progress) -> tuple[str, float | None]:
    """The bootstrap base image: present, or debootstrap + docker import now. (ref, seconds or None)."""
    ref = base_ref()
    if image_present(ref):
        progress(f"{ref}: present")
        return ref, None
    if shutil.which("debootstrap") is None:
        raise RuntimeError("debootstrap is missing: apt-get install -y debootstrap (it needs root)")
    conf = _base_conf()
    mirror, lines = apt_sources()
    log = cache_dir() / "images" / "bootstrap.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    progress(f"{ref}: debootstrap --variant={conf['variant']} {conf['suite']} from {mirror} …")
    root = Path(tempfile.mkdtemp(prefix="conduit-bootstrap-", dir="/var/tmp"))
    try:
        _run_logged(["debootstrap", f"--variant={conf['variant']}", f"--components={conf['components']}",
                     conf["suite"], str(root), mirror], log, "debootstrap")  # fmt: skip
        # What Debian's own Docker images set: the mirror's sources, no service starts from package
        # scripts, no recommends, no apt caches in the layer.
        (root / "etc/apt/sources.list").write_text("\n".join(lines) + "\n")
        policy = root / "usr/sbin/policy-rc.d"
        policy.write_text("#!/bin/sh\nexit 101\n")
        policy.chmod(0o755)
        (root / "etc/apt/apt.conf.d/90conduit-harness").write_text(
            'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n'
            'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb || true"; };\n'
        )
        for leftover in ("var/cache/apt/archives", "var/lib/apt/lists"):
            for item in (root / leftover).glob("*"):
                if item.is_file():
                    item.unlink()
        progress(f"{ref}: docker import …")
        with subprocess.Popen(["tar", "-C", str(root), "--numeric-owner", "-c", "."], stdout=subprocess.PIPE) as tar:
            _run_logged(["docker", "import", "--change", "ENV LANG=C.UTF-8", "-", ref], log, "docker import",
                        stdin=tar.stdout)  # fmt: skip
            tar.stdout.close()
        if tar.returncode != 0:  # a truncated archive must not stay behind as the base
            _docker("image", "rm", ref)
            raise RuntimeError(f"tar of the debootstrapped tree failed (exit {tar.returncode})")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    seconds = time.monotonic() - started
    progress(f"{ref}: built in {seconds:.0f}s")
    return ref, seconds


def build_one(kind: str, bootstrap: bool, progress: Progress) -> dict:
    """Build one image unless its tag is present; record and return what it contains."""
    spec = image_spec(kind, bootstrap)
    ref = spec.ref
    if image_present(ref):
        progress(f"{ref}: present (no build)")
        return {**image_info(ref, kind), "built": False, "seconds": 0.0}
    log = cache_dir() / "images" / f"build-{kind}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text("")
    started = time.monotonic()
    progress(f"{ref}: building ({'bootstrap' if bootstrap else 'standard'}) …")
    with tempfile.TemporaryDirectory(prefix="conduit-image-") as context:
        (Path(context) / "Dockerfile").write_text(spec.dockerfile)
        for name, data in spec.files.items():
            target = Path(context) / name
            target.write_bytes(data)
            if name.endswith(".sh"):
                target.chmod(0o755)
        command = ["docker", "build", "--network", "host", "-t", ref,
                   "--label", f"{IMAGE_LABEL}={kind}", "--label", f"{REPOSITORY}.variant={'bootstrap' if bootstrap else 'standard'}"]  # fmt: skip
        if spec.base:
            # The base is local (imported): never ask a registry for it.
            command += ["--pull=false", "--build-arg", f"BASE={spec.base}"]
        _run_logged([*command, context], log, f"docker build of {ref}")
    seconds = time.monotonic() - started
    info = {"ref": ref, "kind": kind, "variant": "bootstrap" if bootstrap else "standard", "base": spec.base,
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"), "build_seconds": round(seconds, 1),
            "versions": probe_versions(ref, kind)}  # fmt: skip
    _write_json(_manifest_path(ref), info)
    shown = ", ".join(f"{k} {v}" for k, v in info["versions"].items())
    progress(f"{ref}: built in {seconds:.0f}s ({shown})")
    return {**info, "built": True, "seconds": seconds}


def build(kinds: list[str] | tuple[str, ...], bootstrap: bool, progress: Progress = lambda line: None) -> list[dict]:
    """Build the images of these kinds (bootstrap: on a debootstrapped base, no image pull)."""
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"unknown image kind {kind!r}: one of {', '.join(KINDS)}")
    from harness.backends.docker.engine import engine_version

    if shutil.which("docker") is None or engine_version() is None:
        raise BackendUnavailable("the Docker engine is not reachable (is dockerd running? `docker info`)")
    results = []
    if bootstrap:
        ref, seconds = ensure_base(progress)
        results.append({"ref": ref, "kind": "base", "built": seconds is not None, "seconds": seconds or 0.0})
    # The images are independent once the base exists: built side by side (apt downloads and dpkg
    # overlap), each with its own log; the first failure is raised after all have finished.
    with ThreadPoolExecutor(max_workers=max(1, len(kinds))) as pool:
        futures = [pool.submit(build_one, kind, bootstrap, progress) for kind in kinds]
    failures = [f.exception() for f in futures if f.exception() is not None]
    if failures:
        raise failures[0]
    return results + [f.result() for f in futures]


def list_images() -> list[dict]:
    """Every image of ours on this engine: ref, kind, variant, size, current (the tag the present
    dockerfiles/ give), and the recorded versions."""
    from harness.backends.docker.engine import client, engine_call

    with engine_call("images"):
        found = client().api.images(filters={"reference": f"{REPOSITORY}/*"})  # type: ignore[attr-defined]
    current = {image_ref(k, b): (k, b) for k in KINDS for b in (False, True)}
    base = base_ref()
    rows = []
    for image in found:
        for ref in image.get("RepoTags") or []:
            if not ref.startswith(f"{REPOSITORY}/"):
                continue
            kind = ref.split("/", 1)[1].split(":", 1)[0]
            created = time.strftime("%Y-%m-%d %H:%M", time.localtime(image.get("Created", 0)))
            entry = {"ref": ref, "kind": kind, "size": f"{image.get('Size', 0) / 1e6:.0f}MB", "created": created,
                     "current": ref in current or ref == base, "versions": {}}  # fmt: skip
            if ref in current:
                entry["variant"] = "bootstrap" if current[ref][1] else "standard"
                entry["versions"] = image_info(ref, kind).get("versions", {})
            elif kind == "bookworm-base":
                entry["variant"] = "base"
            rows.append(entry)
    return sorted(rows, key=lambda r: (not r["current"], r["kind"], r["ref"]))

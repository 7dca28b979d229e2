import os
from pathlib import Path

import yaml

CONFIG_FILE = Path(__file__).resolve().parent.parent / "config" / "conduit.yaml"


def load_config(path: Path = CONFIG_FILE) -> dict:
    return yaml.safe_load(os.path.expandvars(path.read_text()))


CONFIG = load_config()

import json
import os
from pathlib import Path
from string import Template


def load() -> dict:
    raw = Path(__file__).with_name("config.json").read_text()
    return json.loads(Template(raw).substitute(os.environ))

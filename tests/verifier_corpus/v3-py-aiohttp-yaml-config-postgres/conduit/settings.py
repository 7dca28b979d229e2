import argparse
import pathlib

import yaml

BASE_DIR = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = BASE_DIR / "config" / "app.yaml"


def load_config(argv=None) -> dict:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", type=pathlib.Path, default=DEFAULT_CONFIG)
    options = parser.parse_args(argv)
    with open(options.config) as handle:
        return yaml.safe_load(handle)

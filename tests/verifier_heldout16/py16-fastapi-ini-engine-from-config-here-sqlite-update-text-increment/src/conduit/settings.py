import configparser
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parents[2]


def load() -> dict:
    parser = configparser.ConfigParser(defaults={"here": str(PROJECT_DIR)})
    parser.read(PROJECT_DIR / "conduit.ini")
    return dict(parser["app:main"])

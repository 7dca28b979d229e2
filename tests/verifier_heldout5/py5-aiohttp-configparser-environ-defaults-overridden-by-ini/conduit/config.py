import configparser
import os
from pathlib import Path


def load(path: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(defaults=dict(os.environ), interpolation=None)
    parser.read(path)
    return parser


def database_url(parser: configparser.ConfigParser) -> str:
    url = parser.get("server", "database_url")
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return url

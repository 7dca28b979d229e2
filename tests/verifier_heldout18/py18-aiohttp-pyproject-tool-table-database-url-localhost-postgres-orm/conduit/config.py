import tomllib
from dataclasses import dataclass
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


@dataclass(frozen=True)
class Config:
    host: str
    port: int
    database_url: str
    pool_size: int = 5


def load() -> Config:
    with PYPROJECT.open("rb") as fh:
        table = tomllib.load(fh)["tool"]["conduit"]
    return Config(**table)

import json
from dataclasses import dataclass
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Settings:
    jwt_secret: str
    database_path: Path
    echo: bool
    default_limit: int


def load_settings(path: Path = BASE_DIR / "config.json") -> Settings:
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    db_path = Path(raw["storage"]["database"])
    if not db_path.is_absolute():
        db_path = BASE_DIR / db_path
    db_path.parent.mkdir(parents=True, exist_ok=True)
    return Settings(
        jwt_secret=raw["app"]["jwt_secret"],
        database_path=db_path,
        echo=raw["storage"].get("echo", False),
        default_limit=raw["pagination"]["default_limit"],
    )

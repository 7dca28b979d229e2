import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Config:
    host: str
    port: int
    database_file: Path
    echo_sql: bool
    secret: str
    token_days: int

    @property
    def database_url(self) -> str:
        return f"sqlite+aiosqlite:///{self.database_file}"


def load_config(path: Path) -> Config:
    path = path.resolve()
    data = tomllib.loads(path.read_text())
    db_file = Path(data["database"]["path"])
    if not db_file.is_absolute():
        db_file = path.parent / db_file
    db_file.parent.mkdir(parents=True, exist_ok=True)
    return Config(
        host=data["server"]["host"],
        port=int(data["server"]["port"]),
        database_file=db_file,
        echo_sql=bool(data["database"].get("echo", False)),
        secret=data["auth"]["secret"],
        token_days=int(data["auth"]["token_days"]),
    )

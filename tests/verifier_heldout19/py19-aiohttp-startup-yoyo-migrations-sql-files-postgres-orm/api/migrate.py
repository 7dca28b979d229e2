import os
from pathlib import Path
from yoyo import get_backend, read_migrations

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def migrate() -> None:
    backend = get_backend(os.environ["DATABASE_URL"])
    migrations = read_migrations(str(MIGRATIONS))
    with backend.lock():
        backend.apply_migrations(backend.to_apply(migrations))

import os
from pathlib import Path

import pgserver
import pytest

_pg = pgserver.get_server(Path(__file__).resolve().parent / ".pgdata", cleanup_mode="stop")
os.environ["DATABASE_URL"] = _pg.get_uri()

from conduit.main import app  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402


@pytest.fixture
def client():
    with TestClient(app) as c:
        yield c

"""Repository tests (run with pytest app/repositories/tests.py)."""
from fastapi.testclient import TestClient

from app.database import SessionLocal
from app.main import app
from app.services.user_service import UserService

client = TestClient(app)


def test_register_then_lookup():
    db = SessionLocal()
    user, _ = UserService(db).register("tester", "tester@example.com", "secret-pass")
    assert client.get(f"/api/profiles/{user.username}").status_code == 200

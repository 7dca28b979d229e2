import sqlite3

from fastapi.testclient import TestClient

from conduit.api import app


def test_register_stores_user():
    client = TestClient(app)
    r = client.post("/api/users", json={"user": {"username": "t1", "email": "t1@x.io", "password": "pw"}})
    assert r.status_code == 201
    conn = sqlite3.connect("db/conduit.sqlite")
    row = conn.execute("SELECT username FROM users WHERE email = ?", ("t1@x.io",)).fetchone()
    assert row == ("t1",)

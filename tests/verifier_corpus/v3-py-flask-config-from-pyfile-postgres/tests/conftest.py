import pytest

from app import create_app


@pytest.fixture
def client():
    app = create_app("config_test.py")
    return app.test_client()

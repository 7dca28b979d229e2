import pytest

from conduit import create_app


@pytest.fixture
def app():
    return create_app(testing=True)

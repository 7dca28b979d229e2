import pytest


@pytest.mark.django_db
def test_tags_empty(client):
    assert client.get("/api/tags").json() == {"tags": []}

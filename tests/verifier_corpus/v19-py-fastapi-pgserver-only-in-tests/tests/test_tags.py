def test_tags_empty(client):
    response = client.get("/api/tags")
    assert response.status_code == 200
    assert response.json() == {"tags": []}

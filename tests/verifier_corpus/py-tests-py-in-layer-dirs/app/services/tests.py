from app.routes.users import user_json


def test_user_json_shape():
    class U:
        username, email, bio, image = "a", "a@b.c", None, None

    assert user_json(U(), "t")["user"]["token"] == "t"

from conduit.models import User


async def test_create_user():
    user = await User.create(username="a", email="a@example.com", password="x")
    assert user.id

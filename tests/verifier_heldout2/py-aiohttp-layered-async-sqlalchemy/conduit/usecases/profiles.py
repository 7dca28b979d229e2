from conduit.dal import users


async def get_profile(username: str):
    user = await users.by_username(username)
    if user is None:
        raise KeyError(username)
    return {"username": user.username, "bio": user.bio, "following": False}


async def follow(current_id: int, username: str):
    user = await users.by_username(username)
    await users.follow(current_id, user.id)
    return {"username": user.username, "bio": user.bio, "following": True}

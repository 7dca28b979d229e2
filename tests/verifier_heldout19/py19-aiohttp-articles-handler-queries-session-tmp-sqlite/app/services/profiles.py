from app.repositories import users


async def profile_for(username):
    user = await users.get_by_username(username)
    if user is None:
        return None
    return {"username": user.username, "bio": user.bio, "following": False}

from blog.stores import user_store


class Missing(Exception):
    pass


async def get_user(sessions, username):
    user = await user_store.by_username(sessions, username)
    if user is None:
        raise Missing(username)
    return user

from conduit.data_access.profile_store import ProfileStore


class UnknownProfile(Exception):
    pass


class ProfileUseCases:
    def __init__(self, store: ProfileStore):
        self.store = store

    async def show(self, username: str, viewer_id: int | None = None) -> dict:
        user = await self.store.user_named(username)
        if user is None:
            raise UnknownProfile(username)
        following = viewer_id is not None and await self.store.follows(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

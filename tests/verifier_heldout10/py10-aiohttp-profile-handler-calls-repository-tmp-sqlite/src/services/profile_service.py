class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users):
        self.users = users

    async def follow(self, viewer, username):
        target = await self.users.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        if target.id != viewer.id and not await self.users.is_following(viewer.id, target.id):
            await self.users.follow(viewer.id, target.id)
        return target

    async def unfollow(self, viewer, username):
        target = await self.users.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        await self.users.unfollow(viewer.id, target.id)
        return target

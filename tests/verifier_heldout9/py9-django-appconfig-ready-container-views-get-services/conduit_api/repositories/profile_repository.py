from conduit_api.models import Profile


class ProfileRepository:
    async def by_username(self, username: str) -> Profile | None:
        return await Profile.objects.filter(username=username).afirst()

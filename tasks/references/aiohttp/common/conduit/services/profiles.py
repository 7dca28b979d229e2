# feature-file: profiles
from conduit.errors import NotFound
from conduit.models import User
from conduit.repositories import UnitOfWork, UnitOfWorkFactory
from conduit.services.dto import Profile


class ProfileService:
    def __init__(self, unit_of_work: UnitOfWorkFactory) -> None:
        self._uow = unit_of_work

    async def get(self, username: str, viewer_id: int | None) -> Profile:
        async with self._uow() as uow:
            user = await _by_username(uow, username)
            following = viewer_id is not None and user.id in await uow.users.followed_among(
                viewer_id, [user.id]
            )
            return Profile.of(user, following)

    async def follow(self, username: str, follower_id: int) -> Profile:
        async with self._uow() as uow:
            user = await _by_username(uow, username)
            await uow.users.follow(follower_id, user.id)
            return Profile.of(user, following=True)

    async def unfollow(self, username: str, follower_id: int) -> Profile:
        async with self._uow() as uow:
            user = await _by_username(uow, username)
            await uow.users.unfollow(follower_id, user.id)
            return Profile.of(user, following=False)


async def _by_username(uow: UnitOfWork, username: str) -> User:
    user = await uow.users.by_username(username)
    if user is None:
        raise NotFound("profile not found")
    return user

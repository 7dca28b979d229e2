from conduit.models import User
from conduit.repositories.unit_of_work import UnitOfWork
from conduit.services.errors import Invalid, NotFound


async def follow(uow: UnitOfWork, me: User, username: str) -> tuple[User, bool]:
    async with uow:
        target = await uow.users.get_by_username(username)
        if target is None:
            raise NotFound("profile")
        if target.id == me.id:
            raise Invalid("cannot follow yourself")
        await uow.users.follow(me.id, target.id)
    return target, True


async def unfollow(uow: UnitOfWork, me: User, username: str) -> tuple[User, bool]:
    async with uow:
        target = await uow.users.get_by_username(username)
        if target is None:
            raise NotFound("profile")
        await uow.users.unfollow(me.id, target.id)
    return target, False

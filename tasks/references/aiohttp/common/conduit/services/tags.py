# feature-file: articles
from conduit.repositories import UnitOfWorkFactory


class TagService:
    def __init__(self, unit_of_work: UnitOfWorkFactory) -> None:
        self._uow = unit_of_work

    async def in_use(self) -> list[str]:
        async with self._uow() as uow:
            return await uow.tags.in_use()

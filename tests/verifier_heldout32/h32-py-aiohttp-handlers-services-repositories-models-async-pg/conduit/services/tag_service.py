from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository):
        self._repository = repository

    async def popular(self) -> list[str]:
        return await self._repository.all_names()

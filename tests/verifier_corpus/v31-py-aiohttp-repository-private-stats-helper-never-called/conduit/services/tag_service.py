from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository | None = None):
        self.repository = repository or TagRepository()

    async def all_tags(self) -> list[str]:
        return await self.repository.names()

    async def popular_tags(self) -> list[str]:
        return await self.repository.popular()

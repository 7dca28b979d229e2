from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repository: TagRepository):
        self.repository = repository

    async def popular(self) -> list[str]:
        return await self.repository.most_used()

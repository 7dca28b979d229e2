from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository | None = None):
        self.tags = tags or TagRepository()

    async def all_tags(self) -> list[str]:
        return await self.tags.names()

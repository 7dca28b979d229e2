from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository):
        self.tags = tags

    async def names(self) -> list[str]:
        return [t.name for t in await self.tags.all()]

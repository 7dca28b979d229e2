from app.repositories.tags import TagRepository


class TagService:
    def __init__(self, tags: TagRepository) -> None:
        self.tags = tags

    async def list_tags(self) -> list[str]:
        return await self.tags.names()

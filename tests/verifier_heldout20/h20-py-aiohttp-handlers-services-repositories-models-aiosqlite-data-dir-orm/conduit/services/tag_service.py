from conduit.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, tags: TagRepository):
        self._tags = tags

    async def popular(self) -> list[str]:
        return await self._tags.names()

    async def normalise(self, raw: list[str]) -> list[str]:
        cleaned = sorted({t.strip().lower() for t in raw if t and t.strip()})
        await self._tags.ensure(cleaned)
        return cleaned

from conduit.repositories.tags import TagRepository


class TagService:
    def __init__(self, repo: TagRepository) -> None:
        self.repo = repo

    async def names(self) -> list[str]:
        return [t.name for t in await self.repo.all()]

class TagService:
    def __init__(self, repo):
        self.repo = repo

    async def names(self):
        return [t.name for t in await self.repo.all()]

class TagService:
    def __init__(self, repository):
        self.repository = repository

    async def all(self):
        return await self.repository.names()

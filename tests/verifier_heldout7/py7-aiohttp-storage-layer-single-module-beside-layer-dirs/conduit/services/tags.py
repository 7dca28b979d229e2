from conduit.storage import TagStore


class TagService:
    def __init__(self, store: TagStore) -> None:
        self.store = store

    async def list(self) -> list[str]:
        return await self.store.all_names()

from conduit.repositories import articles as repo


async def get_article(sessionmaker, slug):
    async with sessionmaker() as session:
        return await repo.by_slug(session, slug)

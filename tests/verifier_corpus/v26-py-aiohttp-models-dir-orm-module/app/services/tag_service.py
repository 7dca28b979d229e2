from app.repositories import tag_repository


async def list_tags():
    return await tag_repository.all_names()

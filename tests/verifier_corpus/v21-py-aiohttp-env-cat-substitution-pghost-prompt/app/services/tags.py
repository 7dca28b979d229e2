from app.repositories import tags as tag_repo


async def list_tags() -> list[str]:
    return await tag_repo.all_tag_names()

from src.db import get_pool


class TagRepository:
    async def list_names(self) -> list[str]:
        rows = await get_pool().fetch("SELECT DISTINCT t.name FROM tags t JOIN article_tags a ON a.tag_id = t.id ORDER BY 1")
        return [r["name"] for r in rows]

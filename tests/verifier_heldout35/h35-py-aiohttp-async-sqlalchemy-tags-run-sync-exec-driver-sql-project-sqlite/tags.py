from sqlalchemy.engine import Connection

from storage import engine


def _distinct_tag_names(conn: Connection) -> list[str]:
    result = conn.exec_driver_sql(
        "SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name")
    return list(result.scalars())


async def used_tags() -> list[str]:
    async with engine.connect() as conn:
        return await conn.run_sync(_distinct_tag_names)

from sqlalchemy.orm import Session

from app.repositories.queries import sql


def list_articles(session: Session, *, tag: str | None, author: str | None, limit: int, offset: int):
    filters = {"tag": tag, "author": author}
    params = {key: value for key, value in filters.items() if value} | {"limit": limit, "offset": offset}
    rows = session.execute(sql("articles/list.sql.j2", **filters), params).mappings().all()
    count = session.execute(sql("articles/count.sql.j2", **filters), params).scalar_one()
    return rows, count

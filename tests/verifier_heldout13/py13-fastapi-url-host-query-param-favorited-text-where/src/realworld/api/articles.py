from fastapi import APIRouter

from realworld.domain import articles

router = APIRouter()


@router.get("/articles")
def list_articles(author: str | None = None, favorited: str | None = None, limit: int = 20, offset: int = 0):
    items, total = articles.list_articles(author, favorited, limit, offset)
    return {"articles": items, "articlesCount": total}

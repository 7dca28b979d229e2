from fastapi import APIRouter, Depends

from app.api.deps import Pagination, article_service, pagination

router = APIRouter()


@router.get("/articles")
def list_articles(author: str | None = None, page: Pagination = Depends(pagination),
                  service=Depends(article_service)):
    items, total = service.list_articles(author, page)
    return {
        "articles": [
            {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
             "createdAt": a.created_at.isoformat(), "author": {"username": a.author}}
            for a in items
        ],
        "articlesCount": total,
    }

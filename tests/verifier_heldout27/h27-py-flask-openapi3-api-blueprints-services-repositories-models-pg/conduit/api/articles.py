from flask_openapi3 import APIBlueprint
from pydantic import BaseModel, Field

from ..services.article_service import ArticleService

bp = APIBlueprint("articles", __name__, url_prefix="/api/articles")
service = ArticleService()


class ArticleQuery(BaseModel):
    limit: int = Field(20, ge=1, le=100)
    offset: int = Field(0, ge=0)


@bp.get("")
def list_articles(query: ArticleQuery):
    items, total = service.list(query.limit, query.offset)
    return {
        "articles": [
            {
                "slug": a.slug,
                "title": a.title,
                "description": a.description,
                "tagList": [],
                "createdAt": a.created_at.isoformat(),
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
                "favorited": False,
                "favoritesCount": 0,
            }
            for a in items
        ],
        "articlesCount": total,
    }
